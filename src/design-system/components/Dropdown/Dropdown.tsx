import { useEffect, useRef, type Key, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon, type IconName } from '../../icons';
import { lazyPart, useLazyPart } from '../LazyPart/lazyPart';
import type { DropdownItem } from './DropdownItem';
import { CountBadge, Root, TriggerButton, usePopoverPresence } from './parts';
import { usePopover, type PopoverOptions } from './usePopover';

/** What the panel's chunk hands to renderItem. */
export interface DropdownPanelParts {
  DropdownItem: typeof DropdownItem;
}

export type DropdownState = 'ready' | 'loading' | 'error' | 'logged-out';

export interface DropdownMessage {
  title: string;
  text?: string;
}

export interface DropdownProps<T> extends PopoverOptions {
  /** The trigger's accessible name, e.g. 'Notifications'. */
  label: string;
  /** The panel's heading, e.g. 'Notifications' or 'New Messages'. */
  title: string;
  /** The trigger's icon (default trigger). */
  icon?: IconName;
  /** Unread count on the trigger; 0 or undefined shows no badge. */
  count?: number;
  /** Spoken with the trigger's name, e.g. (n) => `${n} unread`. */
  countLabel?: (count: number) => string;
  /**
   * Replaces the icon inside the trigger (an avatar, a word). Visible text in it should match `label`,
   * which stays the trigger's accessible name.
   */
  triggerContent?: ReactNode;
  /** All items: the panel shows the first `maxItems` and counts the rest in View All. */
  items?: readonly T[];
  /**
   * Usually a <DropdownItem>: `parts.DropdownItem` is the one that came with the panel's chunk, so a caller
   * that takes it from there keeps DropdownItem off the startup path (issue 14).
   */
  renderItem?: (item: T, index: number, parts: DropdownPanelParts) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  /** Spec §2: at most 3. */
  maxItems?: number;
  /** Total for View All when the server knows more than it sent (default items.length). */
  total?: number;
  viewAll?: { label: (count: number) => string; href?: string; onClick?: (event: MouseEvent<HTMLElement>) => void };
  state?: DropdownState;
  /** Shown when ready with no items, e.g. 'All Clear'. */
  empty: DropdownMessage & { icon?: IconName };
  /** The logged-out prompt: title, text and an action (log in). */
  loggedOut?: DropdownMessage & { actionLabel: string; onAction: () => void };
  error?: DropdownMessage & { retryLabel?: string; onRetry?: () => void };
  /** Read to screen readers while loading. */
  loadingLabel?: string;
  /** Next to the heading, e.g. a 'Mark all read' link. */
  headerAction?: ReactNode;
  align?: 'start' | 'end';
}

/*
 * The trigger (what the first screen shows) is here; the panel is a chunk of its own (DropdownPanel.tsx),
 * loaded on the first hover, focus or press and after the first screen (issue 14, ADR 0008). A press
 * before it has arrived still opens the dropdown: the panel shows when its chunk does.
 */
const panelPart = lazyPart(() => import('./DropdownPanel'));

/** Loads the panel's chunk now (hover and focus intent; tests and stories that need it at once). */
export function preloadDropdownPanel(): Promise<unknown> {
  return panelPart.load();
}
const preloadPanel = () => {
  preloadDropdownPanel().catch(() => {
    // Tried again when the dropdown opens.
  });
};

const clampCount = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * A header dropdown (notifications, messages): a trigger with an unread count and a panel with a title,
 * at most three items and a View All count (spec §2), or its empty, logged-out, loading or error
 * state. Opens on click, Enter or Space (keyboard opening moves focus to the first item); arrow keys,
 * Home and End move between items; Escape closes and returns focus to the trigger; a click outside or
 * tabbing away closes it. It is a disclosure, not a menu: its items are ordinary links and buttons.
 */
export function Dropdown<T>({
  label,
  title,
  icon = 'bell',
  count,
  countLabel,
  triggerContent,
  items = [],
  renderItem,
  getKey = (_item, index) => index,
  maxItems = 3,
  total,
  viewAll,
  state = 'ready',
  empty,
  loggedOut,
  error,
  loadingLabel = 'Loading',
  headerAction,
  align = 'end',
  ...popoverOptions
}: DropdownProps<T>) {
  const { open, setOpen, rootRef, panelRef, setTrigger, triggerId, panelId, onRootBlur } = usePopover(popoverOptions);
  const presence = usePopoverPresence(open);
  const panel = useLazyPart(panelPart, open);

  const navigable = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[data-dropdown-item]') ?? []);
  const focusFirst = () => {
    const first = navigable()[0] ?? panelRef.current?.querySelector<HTMLElement>('button, a[href]');
    (first ?? panelRef.current)?.focus();
  };

  // Keyboard opening takes the user into the panel once it has rendered (its chunk may arrive later).
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (!open || !focusOnOpen.current || !panelRef.current) return;
    focusOnOpen.current = false;
    focusFirst();
  });

  const onTriggerClick = (event: MouseEvent<HTMLButtonElement>) => {
    const next = !open;
    // detail 0: the click came from Enter or Space, not a pointer.
    focusOnOpen.current = next && event.detail === 0;
    setOpen(next);
  };
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) focusFirst();
    else {
      focusOnOpen.current = true;
      setOpen(true);
    }
  };

  const badge = count !== undefined && count > 0;
  const totalCount = total ?? items.length;
  const shown = items.slice(0, maxItems);

  return (
    <Root ref={rootRef} onBlur={onRootBlur}>
      <TriggerButton
        ref={setTrigger}
        id={triggerId}
        type="button"
        aria-expanded={open}
        aria-controls={open && panel ? panelId : undefined}
        aria-label={badge && countLabel ? `${label}, ${countLabel(count)}` : label}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        // Intent: the panel's chunk loads while the pointer or focus is on its way to a press.
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        $open={open}
      >
        {triggerContent ?? <Icon name={icon} size="lg" tone="inherit" />}
        {badge && <CountBadge aria-hidden="true">{clampCount(count)}</CountBadge>}
      </TriggerButton>
      {presence && panel && (
        <panel.DropdownPanel<T>
          presence={presence}
          panelRef={panelRef}
          panelId={panelId}
          align={align}
          title={title}
          headerAction={headerAction}
          shown={shown}
          totalCount={totalCount}
          renderItem={renderItem}
          getKey={getKey}
          viewAll={viewAll}
          state={state}
          empty={empty}
          loggedOut={loggedOut}
          error={error}
          loadingLabel={loadingLabel}
          navigable={navigable}
          setOpen={setOpen}
        />
      )}
    </Root>
  );
}
