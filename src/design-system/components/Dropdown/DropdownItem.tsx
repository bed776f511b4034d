import type { AriaAttributes, MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from '../../icons';
import type { ColorToken } from '../../tokens';

export interface DropdownItemProps extends AriaAttributes {
  title: ReactNode;
  body?: ReactNode;
  /** A time or author line. */
  meta?: ReactNode;
  icon?: IconName;
  /** Colour of the icon bubble (e.g. a notification type's status colour). */
  iconTone?: ColorToken;
  /** Instead of an icon: an avatar or thumbnail the caller draws. */
  media?: ReactNode;
  unread?: boolean;
  /** Read after the item when unread, e.g. 'Unread' (the dot alone is invisible to screen readers). */
  unreadLabel?: string;
  /** Renders a link; otherwise a button. */
  href?: string;
  /** For links: call event.preventDefault() and navigate to keep it a client-side transition. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
}

const itemStyles = css`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: ${({ theme }) => theme.size.minHit};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 0;
  background: transparent;
  color: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.duration.fast}ms;

  &:hover,
  &:focus-visible {
    background: color-mix(in srgb, ${({ theme }) => theme.color.surfaceStrong} 80%, transparent);
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const ItemButton = styled.button`
  ${itemStyles}
`;
const ItemLink = styled.a`
  ${itemStyles}
`;

const Bubble = styled.span<{ $tone: ColorToken }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme, $tone }) => theme.color[$tone]};
  background: color-mix(in srgb, ${({ theme, $tone }) => theme.color[$tone]} 16%, transparent);
`;

const Media = styled.span`
  display: inline-flex;
  flex: none;
`;

const Text = styled.span`
  display: grid;
  gap: 2px;
  flex: 1;
  min-width: 0;
`;

const Title = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-size: ${({ theme }) => theme.fontSize.sm};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Body = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Meta = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Dot = styled.span`
  flex: none;
  align-self: center;
  width: 8px;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.highlight};
  box-shadow: 0 0 8px ${({ theme }) => theme.color.highlight};
`;

/**
 * One row of a header dropdown (a notification, a message): a link or a button, reachable with the
 * arrow keys. Choosing it closes the dropdown.
 */
export function DropdownItem({ title, body, meta, icon, iconTone = 'accentText', media, unread = false, unreadLabel, href, onClick, ...aria }: DropdownItemProps) {
  const content = (
    <>
      {media ? (
        <Media>{media}</Media>
      ) : icon ? (
        <Bubble $tone={iconTone}>
          <Icon name={icon} size="md" tone="inherit" />
        </Bubble>
      ) : null}
      <Text>
        <Title>{title}</Title>
        {body && <Body>{body}</Body>}
        {meta && <Meta>{meta}</Meta>}
      </Text>
      {unread && <Dot aria-hidden="true" />}
      {unread && unreadLabel && <span className="orb-visually-hidden">{unreadLabel}</span>}
    </>
  );
  return href !== undefined ? (
    <ItemLink href={href} onClick={onClick} data-dropdown-item="" {...aria}>
      {content}
    </ItemLink>
  ) : (
    <ItemButton type="button" onClick={onClick} data-dropdown-item="" {...aria}>
      {content}
    </ItemButton>
  );
}
