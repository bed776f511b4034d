import { useState, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from '../../icons';
import type { PresenceState } from '../../motion/usePresence';
import { Spinner } from '../Spinner';
import type { MenuItemData } from './Menu';
import { PopoverSurface } from './surface';
import { moveFocus } from './usePopover';

/*
 * The account menu's list: its own chunk, loaded when the menu first opens (or its trigger is hovered or
 * focused) and after the first screen (Menu.tsx, lazyPart; issue 14, ADR 0008).
 */

export interface MenuPanelProps {
  presence: Exclude<PresenceState, null>;
  panelRef: Ref<HTMLDivElement>;
  panelId: string;
  triggerId: string;
  align: 'start' | 'end';
  items: readonly MenuItemData[];
  header?: ReactNode;
  /** The menu's items, for the arrow keys and typeahead. */
  menuItems: () => HTMLElement[];
  setOpen: (open: boolean, options?: { returnFocus?: boolean }) => void;
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
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

const ItemButton = styled.button<{ $tone: 'default' | 'danger' }>`
  ${itemStyles}
`;
const ItemLink = styled.a<{ $tone: 'default' | 'danger' }>`
  ${itemStyles}
`;

/** The mark of the current page's item, at the row's end. */
const CurrentMark = styled(Icon)`
  margin-inline-start: auto;
`;

const IconSlot = styled.span`
  display: inline-grid;
  place-items: center;
  width: 20px;
  flex: none;
`;

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';

export function MenuPanel({ presence, panelRef, panelId, triggerId, align, items, header, menuItems, setOpen }: MenuPanelProps) {
  const [pending, setPending] = useState<string | null>(null);

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
                <ItemLink href={item.href} aria-current={item.current ? 'page' : undefined} {...common}>
                  {content}
                  {item.current && <CurrentMark name="check" size="sm" tone="inherit" />}
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
  );
}
