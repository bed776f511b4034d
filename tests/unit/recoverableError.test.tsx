import { act, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { reportRecoverableError } from '../../src/app/recoverableError';

const notFound = () => new ApiError({ status: { code: 404, message: 'We could not find this announcement.' } } as ConstructorParameters<typeof ApiError>[0], { httpStatus: 404 });

afterEach(() => {
  document.body.replaceChildren();
});

describe("React's recoverable errors (src/app/recoverableError.ts)", () => {
  it("a page's status screen thrown in a concurrent render that the synchronous retry no longer throws is not reported", async () => {
    // The fuzz gate's race: the render in a transition throws the 404 to the route's boundary; React
    // retries it synchronously, by which time the address (here: the set of thrown pages) is another page's.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const thrown = new Set<string>();
    function Page({ label }: { label: string }) {
      if (label === 'next' && !thrown.has(label)) {
        thrown.add(label);
        throw notFound();
      }
      return <h1>{label}</h1>;
    }
    const reportError = vi.spyOn(window, 'reportError').mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, {
      onRecoverableError: (error) => {
        seen.push(error);
        reportRecoverableError(error);
      },
    });
    await act(async () => root.render(<Page label="first" />));
    await act(async () => startTransition(() => root.render(<Page label="next" />)));

    expect(container.textContent).toBe('next');
    // React's wrapper, whose cause is what the render threw.
    expect(seen).toHaveLength(1);
    expect((seen[0] as Error).cause).toBeInstanceOf(ApiError);
    expect(reportError).not.toHaveBeenCalled();
    await act(async () => root.unmount());
  });

  it("anything else is reported as React does by default (a page error the e2e suites fail on)", () => {
    const reportError = vi.spyOn(window, 'reportError').mockImplementation(() => undefined);
    const bug = new Error('There was an error during concurrent rendering', { cause: new TypeError('x is undefined') });
    const mismatch = new Error('Hydration failed because the server rendered text did not match the client.');
    const statusWithoutWrapper = notFound();
    for (const error of [bug, mismatch, statusWithoutWrapper, 'a string']) reportRecoverableError(error);
    expect(reportError.mock.calls.map(([error]) => error)).toEqual([bug, mismatch, statusWithoutWrapper, 'a string']);
  });
});
