import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon, type IconName } from '../../icons';
import { lazyPart, useLazyPart } from '../LazyPart/lazyPart';
import { Root, TriggerButton, usePopoverPresence } from './parts';
import { usePopover, type PopoverOptions } from './usePopover';

export interface MenuItemData {
  id: string;
  label: string;
  icon?: IconName;
  /** Renders a link item; otherwise a button item. */
  href?: string;
  /** A link item to the page on screen (a navigation menu): aria-current="page" and a mark. */
  current?: boolean;
  /**
   * Runs when the item is chosen. A returned promise keeps the menu open with the item in its working
   * state until it settles (Sign Out). For links, call event.preventDefault() to navigate client-side.
   */
  onSelect?: (event: MouseEvent<HTMLElement>) => unknown;
  /** Working state controlled by the caller. */
  busy?: boolean;
  disabled?: boolean;
  tone?: 'default' | 'danger';
}

export interface MenuProps extends PopoverOptions {
  /** The trigger's accessible name and the menu's label, e.g. 'Account'. */
  label: string;
  items: readonly MenuItemData[];
  /** Above the items (not part of the menu's roles), e.g. the user's name and balance. */
  header?: ReactNode;
  /** Visible trigger content (it becomes the trigger's name, so include text or an alt); defaults to an icon. */
  triggerContent?: ReactNode;
  icon?: IconName;
  align?: 'start' | 'end';
}

/*
 * The trigger (what the first screen shows) is here; the list is a chunk of its own (MenuPanel.tsx),
 * loaded on the first hover, focus or press and after the first screen (issue 14, ADR 0008). A press
 * before it has arrived still opens the menu, and focus moves into it when it does.
 */
const panelPart = lazyPart(() => import('./MenuPanel'));
/** Loads the panel's chunk now (hover and focus intent; tests and stories that need it at once). */
export function preloadMenuPanel(): Promise<unknown> {
  return panelPart.load();
}
const preloadPanel = () => {
  preloadMenuPanel().catch(() => {
    // Tried again when the menu opens.
  });
};

/**
 * An action menu (the account dropdown: Dashboard, View Profile, Settings, Sign Out) following the
 * ARIA menu button pattern: role="menu" with menuitems, Up/Down/Home/End to move, a typed letter to
 * jump, Enter or Space to choose, Escape to close and return to the trigger, Tab to leave. An item
 * whose action returns a promise shows its working state and keeps the menu open until it settles.
 */
export function Menu({ label, items, header, triggerContent, icon = 'user', align = 'end', ...popoverOptions }: MenuProps) {
  const { open, setOpen, rootRef, panelRef, setTrigger, triggerId, panelId, onRootBlur } = usePopover(popoverOptions);
  const presence = usePopoverPresence(open);
  const panel = useLazyPart(panelPart, open);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const menuItems = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  // The first (or last) item takes focus once the list has rendered (its chunk may arrive later).
  useEffect(() => {
    if (!open || !focusOnOpen.current || !panelRef.current) return;
    const list = menuItems();
    (focusOnOpen.current === 'first' ? list[0] : list.at(-1))?.focus();
    focusOnOpen.current = null;
  });

  const openWith = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
  };

  const onTriggerClick = () => (open ? setOpen(false) : openWith('first'));
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <Root ref={rootRef} onBlur={onRootBlur}>
      {/* With visible content (avatar, name) that content names the button; an icon alone needs the label. */}
      <TriggerButton
        ref={setTrigger}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open && panel ? panelId : undefined}
        aria-label={triggerContent ? undefined : label}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        // Intent: the list's chunk loads while the pointer or focus is on its way to a press.
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        $open={open}
      >
        {triggerContent ?? <Icon name={icon} size="lg" tone="inherit" />}
        <Icon name="chevron-down" size="sm" tone="inherit" />
      </TriggerButton>
      {presence && panel && (
        <panel.MenuPanel
          presence={presence}
          panelRef={panelRef}
          panelId={panelId}
          triggerId={triggerId}
          align={align}
          items={items}
          header={header}
          menuItems={menuItems}
          setOpen={setOpen}
        />
      )}
    </Root>
  );
}
