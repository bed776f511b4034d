import { useCallback, useRef, useSyncExternalStore } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Length in characters as a person counts them (code points, so an emoji is one). */
export const characterCount = (text: string): number => Array.from(text).length;

const toText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * A live property of a native control, read from the DOM. Uncontrolled controls (react-hook-form's
 * register) can change without an event — `reset()` writes the DOM directly — and an external
 * store re-reads the DOM on every render as well as on the given event.
 */
export function useDomSnapshot<E extends HTMLElement, T>(eventName: string, read: (element: E) => T, fallback: T, enabled = true) {
  const ref = useRef<E>(null);
  const subscribe = useCallback(
    (notify: () => void) => {
      const element = ref.current;
      if (!enabled || !element) return () => undefined;
      element.addEventListener(eventName, notify);
      return () => element.removeEventListener(eventName, notify);
    },
    [eventName, enabled],
  );
  const value = useSyncExternalStore(
    subscribe,
    () => (enabled && ref.current ? read(ref.current) : fallback),
    () => fallback,
  );
  return { ref, value };
}

const readLength = (element: TextControl) => characterCount(element.value);

/**
 * The current length of a text control, controlled or not. A controlled control is counted from its
 * value and never listened to: the DOM listener fires before React's onChange and would re-render with
 * the old value, making React restore it and swallow what was typed.
 */
export function useValueLength<E extends TextControl>(value: unknown, defaultValue: unknown) {
  const controlled = value !== undefined;
  const { ref, value: domLength } = useDomSnapshot<E, number>('input', readLength, characterCount(toText(defaultValue)), !controlled);
  return { ref, length: controlled ? characterCount(toText(value)) : domLength };
}
