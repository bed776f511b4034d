import { useEffect, useId, useRef, type Key, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Icon, type IconName } from '../../icons';
import type { ColorToken } from '../../tokens';
import { Button } from '../Button';
import { CountBadge, PanelHeader, PanelTitle, PopoverSurface, Root, TriggerButton, srOnly, usePopoverPresence } from './parts';
import { moveFocus, usePopover, type PopoverOptions } from './usePopover';

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
  /** Usually a <DropdownItem>. */
  renderItem?: (item: T, index: number) => ReactNode;
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

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  overflow-y: auto;
`;

const Message = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[5]}`};
  text-align: center;
`;

const MessageIcon = styled.span<{ $tone: ColorToken }>`
  display: inline-grid;
  place-items: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme, $tone }) => theme.color[$tone]};
  background: color-mix(in srgb, ${({ theme, $tone }) => theme.color[$tone]} 14%, transparent);
  box-shadow: 0 0 28px color-mix(in srgb, ${({ theme, $tone }) => theme.color[$tone]} 25%, transparent);
`;

const MessageTitle = styled.p`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const MessageText = styled.p`
  max-width: 18rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const MessageAction = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;

const shimmer = keyframes`from { background-position: 200% 0; } to { background-position: -200% 0; }`;

const SkeletonRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};

  & > span {
    display: block;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: linear-gradient(90deg, ${({ theme }) => `${theme.color.skeleton}, ${theme.color.skeletonSweep}, ${theme.color.skeleton}`});
    background-size: 200% 100%;
    animation: ${shimmer} 1.4s linear infinite;
  }
  & > span:first-child {
    flex: none;
    width: 36px;
    height: 36px;
    border-radius: ${({ theme }) => theme.radius.pill};
  }
  & > span:last-child {
    flex: 1;
    height: 36px;
  }
`;

const ViewAllLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.minHit};
  width: 100%;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 0;
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 70%, transparent);
  background: transparent;
  color: ${({ theme }) => theme.color.accentText};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: color-mix(in srgb, ${({ theme }) => theme.color.surfaceStrong} 80%, transparent);
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

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
  const titleId = useId();

  const navigable = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('[data-dropdown-item]') ?? []);
  const focusFirst = () => {
    const first = navigable()[0] ?? panelRef.current?.querySelector<HTMLElement>('button, a[href]');
    (first ?? panelRef.current)?.focus();
  };

  // Keyboard opening takes the user into the panel once it has rendered.
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
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
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moveFocus(navigable(), event.key)) event.preventDefault();
  };
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    // Choosing an item (or View All) is done with the panel.
    if (event.target instanceof Element && event.target.closest('[data-dropdown-item]')) setOpen(false, { returnFocus: true });
  };

  const badge = count !== undefined && count > 0;
  const totalCount = total ?? items.length;
  const shown = items.slice(0, maxItems);

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <div>
        <span role="status" className={srOnly}>
          {loadingLabel}
        </span>
        {[0, 1, 2].map((row) => (
          <SkeletonRow key={row} aria-hidden="true">
            <span />
            <span />
          </SkeletonRow>
        ))}
      </div>
    );
  } else if (state === 'error' && error) {
    body = (
      <Message>
        <MessageIcon $tone="danger">
          <Icon name="danger" size="lg" tone="inherit" />
        </MessageIcon>
        <MessageTitle>{error.title}</MessageTitle>
        {error.text && <MessageText>{error.text}</MessageText>}
        {error.onRetry && error.retryLabel && (
          <MessageAction>
            <Button variant="secondary" iconStart="refresh" onClick={error.onRetry}>
              {error.retryLabel}
            </Button>
          </MessageAction>
        )}
      </Message>
    );
  } else if (state === 'logged-out' && loggedOut) {
    body = (
      <Message>
        <MessageIcon $tone="accentText">
          <Icon name="lock" size="lg" tone="inherit" />
        </MessageIcon>
        <MessageTitle>{loggedOut.title}</MessageTitle>
        {loggedOut.text && <MessageText>{loggedOut.text}</MessageText>}
        <MessageAction>
          <Button
            onClick={() => {
              setOpen(false);
              loggedOut.onAction();
            }}
          >
            {loggedOut.actionLabel}
          </Button>
        </MessageAction>
      </Message>
    );
  } else if (shown.length === 0 || !renderItem) {
    body = (
      <Message>
        <MessageIcon $tone="success">
          <Icon name={empty.icon ?? 'check'} size="lg" tone="inherit" />
        </MessageIcon>
        <MessageTitle>{empty.title}</MessageTitle>
        {empty.text && <MessageText>{empty.text}</MessageText>}
      </Message>
    );
  } else {
    body = (
      <>
        <List>
          {shown.map((item, index) => (
            <li key={getKey(item, index)}>{renderItem(item, index)}</li>
          ))}
        </List>
        {viewAll && (
          <ViewAllLink
            as={viewAll.href === undefined ? 'button' : 'a'}
            type={viewAll.href === undefined ? 'button' : undefined}
            href={viewAll.href}
            onClick={viewAll.onClick} data-dropdown-item="">
            {viewAll.label(totalCount)}
            <Icon name="chevron-right" size="sm" tone="inherit" />
          </ViewAllLink>
        )}
      </>
    );
  }

  return (
    <Root ref={rootRef} onBlur={onRootBlur}>
      <TriggerButton
        ref={setTrigger}
        id={triggerId}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={badge && countLabel ? `${label}, ${countLabel(count)}` : label}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        $open={open}
      >
        {triggerContent ?? <Icon name={icon} size="lg" tone="inherit" />}
        {badge && <CountBadge aria-hidden="true">{clampCount(count)}</CountBadge>}
      </TriggerButton>
      {presence && (
        <PopoverSurface
          presence={presence}
          ref={panelRef}
          id={panelId}
          align={align}
          kind="panel"
          role="group"
          aria-labelledby={titleId}
          tabIndex={-1}
          onKeyDown={onPanelKeyDown}
          onClick={onPanelClick}
        >
          <PanelHeader>
            <PanelTitle id={titleId}>{title}</PanelTitle>
            {headerAction}
          </PanelHeader>
          {body}
        </PopoverSurface>
      )}
    </Root>
  );
}
