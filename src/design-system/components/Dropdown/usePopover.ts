import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type RefObject } from 'react';

export interface PopoverOptions {
  /** Controlled open state; omit to let the component keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

export interface Popover {
  open: boolean;
  /** Opens or closes. `returnFocus` puts focus back on the trigger (Escape, a chosen item). */
  setOpen: (open: boolean, options?: { returnFocus?: boolean }) => void;
  rootRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  /** A callback ref for the trigger (safe to hand to render props). */
  setTrigger: (node: HTMLButtonElement | null) => void;
  triggerId: string;
  panelId: string;
  /** For the root element: focus leaving the widget closes it. */
  onRootBlur: (event: FocusEvent<HTMLDivElement>) => void;
}

/**
 * The open/close behaviour shared by the header dropdowns and the account menu: a click outside closes
 * (focus stays where the click put it), Escape closes and returns focus to the trigger, and tabbing out
 * of the widget closes it.
 */
export function usePopover({ open: controlled, defaultOpen = false, onOpenChange }: PopoverOptions): Popover {
  const [own, setOwn] = useState(defaultOpen);
  const open = controlled ?? own;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerId = useId();
  const panelId = useId();

  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  const setOpen = useCallback(
    (next: boolean, options?: { returnFocus?: boolean }) => {
      setOwn(next);
      onOpenChangeRef.current?.(next);
      if (!next && options?.returnFocus) triggerRef.current?.focus();
    },
    [],
  );

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    // On the document, so Escape works wherever focus is (a click on the panel's text drops it on <body>).
    // Capture phase and preventDefault: an enclosing modal's Escape handler sees the key as used.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      const active = document.activeElement;
      const focusWasHere = active === document.body || active === null || (rootRef.current?.contains(active) ?? false);
      setOpen(false, { returnFocus: focusWasHere });
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open, setOpen]);

  const onRootBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget;
    if (open && to instanceof Node && !event.currentTarget.contains(to)) setOpen(false);
  };
  const setTrigger = useCallback((node: HTMLButtonElement | null) => {
    triggerRef.current = node;
  }, []);

  return { open, setOpen, rootRef, triggerRef, panelRef, setTrigger, triggerId, panelId, onRootBlur };
}

/** Moves focus among `items` for the arrow keys, Home and End; returns true when the key was handled. */
export function moveFocus(items: HTMLElement[], key: string): boolean {
  if (items.length === 0) return false;
  const index = items.findIndex((item) => item === document.activeElement);
  let next: number;
  if (key === 'ArrowDown') next = index === -1 ? 0 : (index + 1) % items.length;
  else if (key === 'ArrowUp') next = index === -1 ? items.length - 1 : (index - 1 + items.length) % items.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = items.length - 1;
  else return false;
  items[next]?.focus();
  return true;
}
