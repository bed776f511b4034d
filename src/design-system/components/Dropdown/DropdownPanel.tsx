import { useId, type KeyboardEvent, type MouseEvent, type ReactNode, type Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { Icon } from '../../icons';
import type { PresenceState } from '../../motion/usePresence';
import type { ColorToken } from '../../tokens';
import { Button } from '../Button';
import type { DropdownPanelParts, DropdownProps } from './Dropdown';
import { DropdownItem } from './DropdownItem';
import { srOnly } from './parts';
import { PanelHeader, PanelTitle, PopoverSurface } from './surface';
import { moveFocus } from './usePopover';

/*
 * A header dropdown's panel: its own chunk, loaded when the dropdown first opens (or is hovered or
 * focused) and after the first screen (Dropdown.tsx, lazyPart; issue 14, ADR 0008).
 */

const parts: DropdownPanelParts = { DropdownItem };

export interface DropdownPanelProps<T>
  extends Pick<DropdownProps<T>, 'title' | 'renderItem' | 'viewAll' | 'empty' | 'loggedOut' | 'error' | 'headerAction'> {
  presence: Exclude<PresenceState, null>;
  panelRef: Ref<HTMLDivElement>;
  panelId: string;
  align: 'start' | 'end';
  /** The items to show (at most maxItems) and the count for View All. */
  shown: readonly T[];
  totalCount: number;
  getKey: NonNullable<DropdownProps<T>['getKey']>;
  state: NonNullable<DropdownProps<T>['state']>;
  loadingLabel: string;
  /** The panel's arrow keys move among these. */
  navigable: () => HTMLElement[];
  /** Closes the dropdown (an item chosen, the logged-out action). */
  setOpen: (open: boolean, options?: { returnFocus?: boolean }) => void;
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

export function DropdownPanel<T>({
  presence,
  panelRef,
  panelId,
  align,
  title,
  headerAction,
  shown,
  totalCount,
  renderItem,
  getKey,
  viewAll,
  state,
  empty,
  loggedOut,
  error,
  loadingLabel,
  navigable,
  setOpen,
}: DropdownPanelProps<T>) {
  const titleId = useId();
  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (moveFocus(navigable(), event.key)) event.preventDefault();
  };
  const onPanelClick = (event: MouseEvent<HTMLDivElement>) => {
    // Choosing an item (or View All) is done with the panel.
    if (event.target instanceof Element && event.target.closest('[data-dropdown-item]')) setOpen(false, { returnFocus: true });
  };

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
            <li key={getKey(item, index)}>{renderItem(item, index, parts)}</li>
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
  );
}
