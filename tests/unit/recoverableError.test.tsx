import { startTransition } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { HYDRATION_MISMATCH, isReplacedStatusScreen, recoverableErrorHandler } from '../../src/app/recoverableError';

const notFound = () => new ApiError({ status: { code: 404, message: 'We could not find this announcement.' } } as ConstructorParameters<typeof ApiError>[0], { httpStatus: 404 });

afterEach(() => {
  document.body.replaceChildren();
});

describe("React's recoverable errors", () => {
  it("a page's status screen thrown in a concurrent render that the synchronous retry no longer throws is logged for developers only", async () => {
    // The fuzz gate's race: the render in a transition throws the 404 to the route's boundary; React
    // retries it synchronously, by which time the address (here: the flag) is another page's.
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
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const handler = recoverableErrorHandler({ hydrating: false });
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: (error) => { seen.push(error); handler(error); } });
    await act(async () => root.render(<Page label="first" />));
    await act(async () => startTransition(() => root.render(<Page label="next" />)));

    expect(container.textContent).toBe('next');
    expect(seen).toHaveLength(1);
    expect((seen[0] as Error).cause).toBeInstanceOf(ApiError);
    expect(reportError).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });

  it('anything else keeps React\'s report (a page error the e2e suites fail on)', () => {
    const reportError = vi.spyOn(window, 'reportError').mockImplementation(() => undefined);
    const bug = new Error('There was an error during concurrent rendering', { cause: new TypeError('x is undefined') });
    recoverableErrorHandler({ hydrating: false })(bug);
    expect(isReplacedStatusScreen(bug)).toBe(false);
    expect(reportError).toHaveBeenCalledWith(bug);
  });

  it('on a prerendered page, a mismatch is the message the prerender e2e looks for', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    recoverableErrorHandler({ hydrating: true })(new Error('Hydration failed because the server rendered text did not match'));
    expect(error).toHaveBeenCalledWith(`${HYDRATION_MISMATCH}: Hydration failed because the server rendered text did not match`);
  });

  it('a status error with no wrapper (React reports the thrown value itself) is not taken for a replaced screen', () => {
    expect(isReplacedStatusScreen(notFound())).toBe(false);
    expect(isReplacedStatusScreen(new Error('wrapper', { cause: notFound() }))).toBe(true);
  });
});
