import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '../../src/api/errors';
import { eventLog, setAnalyticsSink } from '../../src/lib/analytics';
import { onMutationError, onQueryError, resetErrorToasts, subscribeErrorToasts } from '../../src/lib/errors/globalHandlers';

const serverError = (message = 'The server could not save that.', debug?: string) =>
  new ApiError({ status: { success: false, code: 500, message, ...(debug ? { debug } : {}) }, data: null });

describe('the global handler for errors no page handles', () => {
  beforeEach(() => {
    resetErrorToasts();
    eventLog.clear();
    setAnalyticsSink(eventLog);
  });
  afterEach(() => resetErrorToasts());

  it("shows the 'Error' danger toast with the server's message for a failed mutation", () => {
    const listener = vi.fn();
    subscribeErrorToasts(listener);
    onMutationError(serverError(), { meta: undefined } as never);
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ type: 'danger', title: 'Error', body: 'The server could not save that.' }));
  });

  it('stays quiet for a mutation that shows its own error (meta.errorToast false)', () => {
    const listener = vi.fn();
    subscribeErrorToasts(listener);
    onMutationError(serverError(), { meta: { errorToast: false } } as never);
    expect(listener).not.toHaveBeenCalled();
  });

  it("leaves queries to their pages unless they opt in as secondary calls (meta.errorToast true)", () => {
    const listener = vi.fn();
    subscribeErrorToasts(listener);
    onQueryError(serverError(), { meta: { endpoint: 'games.index' } });
    expect(listener).not.toHaveBeenCalled();
    onQueryError(serverError('Notifications are unavailable.'), { meta: { errorToast: true } });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error', body: 'Notifications are unavailable.' }));
  });

  it('sends debug values to analytics (error_debug), for every failure that carries one', () => {
    onQueryError(networkError(), { meta: undefined });
    onMutationError(serverError('Boom.', 'err_db_timeout'), { meta: { errorToast: false } } as never);
    onMutationError(serverError('No debug.'), { meta: undefined } as never);
    const events = eventLog.getEvents().filter((e) => e.name === 'error_debug').map((e) => e.payload);
    expect(events).toEqual([
      { debug: 'err_network', message: 'A network error has occurred. Please check your connection and try again.', code: 503 },
      { debug: 'err_db_timeout', message: 'Boom.', code: 500 },
    ]);
  });

  it('keeps toasts raised before the toast layer mounted, and shows them once', () => {
    onMutationError(serverError('Early.'), { meta: undefined } as never);
    const listener = vi.fn();
    subscribeErrorToasts(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    const second = vi.fn();
    subscribeErrorToasts(second);
    expect(second).not.toHaveBeenCalled();
  });

  it('ignores cancellations', () => {
    const listener = vi.fn();
    subscribeErrorToasts(listener);
    const cancelled = new ApiError({ status: { success: false, code: 500, message: 'aborted' }, data: null }, { cause: new DOMException('x', 'AbortError') });
    onMutationError(cancelled, { meta: undefined } as never);
    expect(listener).not.toHaveBeenCalled();
  });
});
