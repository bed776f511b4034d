import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../../icons';
import { Spinner } from '../Spinner';
import { PopoverSurface, Root, TriggerButton, usePopoverPresence } from './parts';
import { moveFocus, usePopover, type PopoverOptions } from './usePopover';

export interface MenuItemData {
  id: string;
  label: string;
  icon?: IconName;
  /** Renders a link item; otherwise a button item. */
  href?: string;
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

const Header = styled.div`
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[3]}`};
  border-bottom: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 70%, transparent);
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]};
`;

const itemStyles = css<{ $tone: 'default' | 'danger' }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.text)};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.duration.fast}ms;

  &:hover,
  &:focus-visible {
    background: color-mix(in srgb, ${({ theme }) => theme.color.surfaceStrong} 85%, transparent);
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

const ItemButton = styled.button<{ $tone: 'default' | 'danger' }>`
  ${itemStyles}
`;
const ItemLink = styled.a<{ $tone: 'default' | 'danger' }>`
  ${itemStyles}
`;

const IconSlot = styled.span`
  display: inline-grid;
  place-items: center;
  width: 20px;
  flex: none;
`;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

/**
 * An action menu (the account dropdown: Dashboard, View Profile, Settings, Sign Out) following the
 * ARIA menu button pattern: role="menu" with menuitems, Up/Down/Home/End to move, a typed letter to
 * jump, Enter or Space to choose, Escape to close and return to the trigger, Tab to leave. An item
 * whose action returns a promise shows its working state and keeps the menu open until it settles.
 */
export function Menu({ label, items, header, triggerContent, icon = 'user', align = 'end', ...popoverOptions }: MenuProps) {
  const { open, setOpen, rootRef, panelRef, setTrigger, triggerId, panelId, onRootBlur } = usePopover(popoverOptions);
  const presence = usePopoverPresence(open);
  const [pending, setPending] = useState<string | null>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  const menuItems = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
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

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems();
    if (moveFocus(list, event.key)) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (event.key === ' ' && document.activeElement instanceof HTMLAnchorElement) {
      // Links do not answer Space natively; menu items must.
      event.preventDefault();
      document.activeElement.click();
      return;
    }
    if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const start = list.findIndex((item) => item === document.activeElement);
      const key = event.key.toLowerCase();
      const ordered = [...list.slice(start + 1), ...list.slice(0, start + 1)];
      ordered.find((item) => item.textContent?.trim().toLowerCase().startsWith(key))?.focus();
    }
  };

  const choose = (item: MenuItemData) => async (event: MouseEvent<HTMLElement>) => {
    if (item.disabled || item.busy || pending) {
      event.preventDefault();
      return;
    }
    const result = item.onSelect?.(event);
    if (isThenable(result)) {
      setPending(item.id);
      try {
        await result;
      } catch {
        // The caller reports its own failure (a toast); the menu stays open so the item can be retried.
        setPending(null);
        return;
      }
      setPending(null);
    }
    setOpen(false, { returnFocus: true });
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
        aria-controls={open ? panelId : undefined}
        aria-label={triggerContent ? undefined : label}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        $open={open}
      >
        {triggerContent ?? <Icon name={icon} size="lg" tone="inherit" />}
        <Icon name="chevron-down" size="sm" tone="inherit" />
      </TriggerButton>
      {presence && (
        <PopoverSurface presence={presence} ref={panelRef} align={align} kind="menu" onKeyDown={onMenuKeyDown}>
          {header && <Header>{header}</Header>}
          <List id={panelId} role="menu" aria-labelledby={triggerId}>
            {items.map((item) => {
              const working = item.busy || pending === item.id;
              const common = {
                role: 'menuitem',
                tabIndex: -1,
                $tone: item.tone ?? 'default',
                'aria-disabled': item.disabled || working || undefined,
                'aria-busy': working || undefined,
                onClick: choose(item),
              } as const;
              const content = (
                <>
                  <IconSlot>{working ? <Spinner size="sm" /> : item.icon ? <Icon name={item.icon} size="md" tone="inherit" /> : null}</IconSlot>
                  {item.label}
                </>
              );
              return (
                <li key={item.id} role="none">
                  {item.href !== undefined ? (
                    <ItemLink href={item.href} {...common}>
                      {content}
                    </ItemLink>
                  ) : (
                    <ItemButton type="button" {...common}>
                      {content}
                    </ItemButton>
                  )}
                </li>
              );
            })}
          </List>
        </PopoverSurface>
      )}
    </Root>
  );
}
