import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled, { keyframes, useTheme } from 'styled-components';
import { fadeIn, fadeOut } from '../../motion/keyframes';
import type { IconName } from '../../icons';
import { ToastCard, type ToastType } from './ToastCard';

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

type Entry = { id: string; version: number; exiting: boolean; timeout: number; dismissible: boolean } & (
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

const slideIn = keyframes`from { opacity: 0; transform: translateX(24px); }`;
const slideOut = keyframes`to { opacity: 0; transform: translateX(24px); }`;

/*
 * The entrance plays on mount; the exit when the provider marks the toast exiting, which keeps it mounted
 * for theme.duration.toastExit (its own timer), so CSS alone animates it: no animation library, and a toast
 * shown in the first second is visible at once.
 */
const Item = styled.div`
  pointer-events: auto;
  /* Longhands (not the shorthand): jsdom reads them, so the tests can check the entrance and exit. */
  animation-name: ${slideIn};
  animation-duration: ${({ theme }) => theme.duration.base}ms;
  animation-timing-function: ${({ theme }) => theme.easing.emphasized};
  animation-fill-mode: both;

  &[data-state='exiting'] {
    animation-name: ${slideOut};
    animation-duration: ${({ theme }) => theme.duration.toastExit}ms;
    animation-timing-function: ${({ theme }) => theme.easing.exit};
    pointer-events: none;
  }

  /* Reduced motion: a fade without the slide. The global reduced-motion rule cuts every animation to
     0.01 ms; this one keeps its length, as the motion version did (a fade moves nothing). */
  ${({ theme }) => theme.mq.reducedMotion} {
    animation-name: ${fadeIn};
    animation-duration: ${({ theme }) => theme.duration.base}ms !important;

    &[data-state='exiting'] {
      animation-name: ${fadeOut};
      animation-duration: ${({ theme }) => theme.duration.toastExit}ms !important;
    }
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
  const [entries, setEntries] = useState<Entry[]>([]);
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
    (entry: Omit<Entry, 'id' | 'version' | 'exiting'> & { id?: string }): string => {
      counter.current += 1;
      const id = entry.id ?? `toast-${counter.current}`;
      const pending = exitTimers.current.get(id);
      if (pending) {
        clearTimeout(pending);
        exitTimers.current.delete(id);
      }
      const next = { ...entry, id, version: counter.current, exiting: false } as Entry;
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
        {entries.toReversed().map((entry) => (
          <ToastItem key={`${entry.id}:${entry.version}`} entry={entry} paused={paused} closeLabel={closeLabel} onExpire={dismiss} />
        ))}
      </Region>
    </ToastContext>
  );
}

function ToastItem({ entry, paused, closeLabel, onExpire }: { entry: Entry; paused: boolean; closeLabel: string; onExpire: (id: string) => void }) {
  const { id, timeout, exiting } = entry;
  const remaining = useRef(timeout);
  const persistent = !Number.isFinite(timeout) || timeout <= 0;

  // Count down only while visible and not paused; a pause keeps what was left, not the full timeout.
  useEffect(() => {
    if (persistent || paused || exiting) return;
    const started = Date.now();
    const timer = setTimeout(() => onExpire(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [id, persistent, paused, exiting, onExpire]);

  const onClose = entry.dismissible ? () => onExpire(id) : undefined;

  return (
    <Item
      data-state={exiting ? 'exiting' : 'visible'}
      data-toast-id={id}
      inert={exiting || undefined}
    >
      {entry.kind === 'achievement' ? (
        <ToastCard variant="achievement" {...entry.options} onClose={onClose} closeLabel={closeLabel} countdown={persistent ? undefined : timeout} paused={paused} />
      ) : (
        <ToastCard {...entry.options} onClose={onClose} closeLabel={closeLabel} countdown={persistent ? undefined : timeout} paused={paused} />
      )}
    </Item>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it.');
  return api;
}
