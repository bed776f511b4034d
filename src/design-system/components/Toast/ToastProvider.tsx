import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled, { useTheme } from 'styled-components';
import type { IconName } from '../../icons';
import { lazyPart, useLazyPart } from '../LazyPart/lazyPart';
import type { ToastType } from './ToastCard';

export interface ToastOptions {
  /** Reusing the id of a visible toast replaces it (and restarts its timer) instead of stacking a copy. */
  id?: string;
  type?: ToastType;
  title: string;
  body?: ReactNode;
  /** Milliseconds before it leaves; default theme.duration.toast (5000). Infinity or 0: stays until closed. */
  timeout?: number;
  /** Show a close button (default true). */
  dismissible?: boolean;
  icon?: IconName;
}

export interface AchievementToastOptions {
  id?: string;
  title: string;
  desc?: ReactNode;
  thumb?: string;
  thumbAlt?: string;
  /** Line above the title, e.g. 'Achievement Unlocked' (the caller's string). */
  eyebrow?: string;
  /** Default theme.duration.toastAchievement (60000). */
  timeout?: number;
  dismissible?: boolean;
}

export interface ToastApi {
  /** Shows a toast; returns its id. */
  toast: (options: ToastOptions) => string;
  /** Shows an achievement toast; returns its id. */
  achievement: (options: AchievementToastOptions) => string;
  /** Starts the exit animation (theme.duration.toastExit, 400 ms), then removes it. */
  dismiss: (id: string) => void;
  dismissAll: () => void;
}

/** A raised toast, as ToastStack draws it. */
export type ToastEntry = { id: string; version: number; exiting: boolean; timeout: number; dismissible: boolean } & (
  | { kind: 'toast'; options: ToastOptions }
  | { kind: 'achievement'; options: AchievementToastOptions }
);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Most toasts shown at once; the oldest leaves when a new one would exceed it (default 5). */
  max?: number;
  /** Accessible name of the toast region (a landmark). */
  label?: string;
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
}

/*
 * The region (a landmark, present from the first render, so prerendered markup hydrates unchanged) and the
 * store are here; what draws a toast is a chunk of its own (ToastStack.tsx), loaded when the first toast
 * is raised and after the first screen (issue 14, ADR 0008). A toast raised before it has arrived shows
 * when it does, with its full timeout.
 */
const stackPart = lazyPart(() => import('./ToastStack'));

/** Loads the toast cards' chunk now (tests and stories that need a toast drawn at once). */
export function preloadToasts(): Promise<unknown> {
  return stackPart.load();
}

const ToastContext = createContext<ToastApi | null>(null);

const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset: auto ${({ theme }) => theme.space[3]} calc(${({ theme }) => theme.space[3]} + ${({ theme }) => theme.size.insetBottom})
    ${({ theme }) => theme.space[3]};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  /* The empty parts of the stack must not swallow clicks meant for the page. */
  pointer-events: none;

  ${({ theme }) => theme.mq.md} {
    inset: auto ${({ theme }) => theme.space[6]} calc(${({ theme }) => theme.space[6]} + ${({ theme }) => theme.size.insetBottom}) auto;
    width: min(24rem, calc(100vw - 2 * ${({ theme }) => theme.space[6]}));
  }
`;

/**
 * Holds the toasts of one app (or one test, or one story): the store is this component's state, never a
 * module singleton. Toasts stack in the bottom-right corner (full width at the bottom on small screens),
 * newest on top, at most `max` at a time. A toast leaves after its timeout with a 400 ms exit animation.
 * Hovering or focusing the stack pauses every timer until the pointer or focus leaves, so nobody loses a
 * message they are reading or reaching for (WCAG 2.2.1 Timing Adjustable).
 */
export function ToastProvider({ children, max = 5, label = 'Notifications', closeLabel = 'Dismiss' }: ToastProviderProps) {
  const theme = useTheme();
  const [entries, setEntries] = useState<ToastEntry[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const exitTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const counter = useRef(0);
  const exitMs = theme.duration.toastExit;

  const dismiss = useCallback(
    (id: string) => {
      setEntries((list) => list.map((entry) => (entry.id === id && !entry.exiting ? { ...entry, exiting: true } : entry)));
      if (exitTimers.current.has(id)) return;
      exitTimers.current.set(
        id,
        setTimeout(() => {
          exitTimers.current.delete(id);
          setEntries((list) => list.filter((entry) => !(entry.id === id && entry.exiting)));
        }, exitMs),
      );
    },
    [exitMs],
  );

  const add = useCallback(
    (entry: Omit<ToastEntry, 'id' | 'version' | 'exiting'> & { id?: string }): string => {
      counter.current += 1;
      const id = entry.id ?? `toast-${counter.current}`;
      const pending = exitTimers.current.get(id);
      if (pending) {
        clearTimeout(pending);
        exitTimers.current.delete(id);
      }
      const next = { ...entry, id, version: counter.current, exiting: false } as ToastEntry;
      setEntries((list) => [...list.filter((item) => item.id !== id), next]);
      return id;
    },
    [],
  );

  // Over the cap: the oldest visible toasts leave (with their exit animation) to make room.
  useEffect(() => {
    const live = entries.filter((entry) => !entry.exiting);
    live.slice(0, Math.max(0, live.length - max)).forEach((entry) => dismiss(entry.id));
  }, [entries, max, dismiss]);

  const latest = useRef(entries);
  useEffect(() => {
    latest.current = entries;
  });

  const api = useMemo<ToastApi>(
    () => ({
      toast: (options) =>
        add({
          id: options.id,
          kind: 'toast',
          options,
          timeout: options.timeout ?? theme.duration.toast,
          dismissible: options.dismissible ?? true,
        }),
      achievement: (options) =>
        add({
          id: options.id,
          kind: 'achievement',
          options,
          timeout: options.timeout ?? theme.duration.toastAchievement,
          dismissible: options.dismissible ?? true,
        }),
      dismiss,
      dismissAll: () => latest.current.forEach((entry) => dismiss(entry.id)),
    }),
    [add, dismiss, theme.duration.toast, theme.duration.toastAchievement],
  );

  useEffect(() => {
    const timers = exitTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };
  const paused = hovered || focused;
  const stack = useLazyPart(stackPart, entries.length > 0);

  return (
    <ToastContext value={api}>
      {children}
      <Region
        aria-label={label}
        // Touch has no hover: a tap must not leave the stack paused for good.
        onPointerEnter={(event) => event.pointerType !== 'touch' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {stack &&
          entries
            .toReversed()
            .map((entry) => <stack.ToastItem key={`${entry.id}:${entry.version}`} entry={entry} paused={paused} closeLabel={closeLabel} onExpire={dismiss} />)}
      </Region>
    </ToastContext>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
