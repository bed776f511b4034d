import { useCallback, useEffect, useRef, useState } from 'react';
import { durations } from '../../tokens';

/** A request button's life (spec §4): initial, busy, success or error, back to initial after 1 s. */
export type RequestState = 'initial' | 'busy' | 'success' | 'error';

export type RequestOutcome<T> =
  | { status: 'success'; value: T }
  | { status: 'error'; error: unknown }
  /** The call was refused because a request was already running or its outcome still showing. */
  | { status: 'ignored' };

export interface UseRequestStateOptions {
  /** Milliseconds the outcome stays before returning to initial; spec §4 says 1 s. */
  resetAfter?: number;
}

/**
 * The request-button state machine as a hook. `run(action)` accepts one action at a time: until the
 * state is back to initial, further calls are ignored, so a double click never sends twice.
 */
export function useRequestState({ resetAfter = durations.requestReset }: UseRequestStateOptions = {}) {
  const [state, setState] = useState<RequestState>('initial');
  // A ref, not the state: two clicks in the same frame both see the stale 'initial' state.
  const locked = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    locked.current = false;
    if (mounted.current) setState('initial');
  }, []);

  const settle = useCallback(
    (next: 'success' | 'error') => {
      if (!mounted.current) return;
      setState(next);
      timer.current = setTimeout(reset, resetAfter);
    },
    [reset, resetAfter],
  );

  const run = useCallback(
    async <T,>(action: () => Promise<T> | T): Promise<RequestOutcome<T>> => {
      if (locked.current) return { status: 'ignored' };
      locked.current = true;
      setState('busy');
      try {
        const value = await action();
        settle('success');
        return { status: 'success', value };
      } catch (error) {
        settle('error');
        return { status: 'error', error };
      }
    },
    [settle],
  );

  return { state, run, reset };
}
