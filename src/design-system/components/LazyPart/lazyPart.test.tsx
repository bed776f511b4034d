import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred } from '../../../../tests/utils/deferred';
import { lazyPart, useLaterPart } from './lazyPart';

/* A part that draws nothing at first joins after the first screen, from a chunk of its own (ADR 0008). */

type Module = { Bridge: () => React.ReactElement };

function Host({ part }: { part: ReturnType<typeof lazyPart<Module>> }) {
  const module = useLaterPart(part);
  return <div data-testid="host">{module ? <module.Bridge /> : null}</div>;
}

describe('useLaterPart', () => {
  it('draws nothing until its module is in, then the part', async () => {
    const module = deferred<Module>();
    render(<Host part={lazyPart(() => module.promise)} />);
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
    await act(async () => module.resolve({ Bridge: () => <p>Connected</p> }));
    expect(await screen.findByText('Connected')).toBeInTheDocument();
  });

  it('leaves the part out, with no error, when its module fails to load', async () => {
    const module = deferred<Module>();
    render(<Host part={lazyPart(() => module.promise)} />);
    await act(async () => module.reject(new TypeError('Failed to fetch dynamically imported module')));
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });
});
