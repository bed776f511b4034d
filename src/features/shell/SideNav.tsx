import { Link, useLocation } from 'react-router';
import styled, { css } from 'styled-components';
import { config } from '@/config';
import { Icon, useComingSoonBubble } from '@/design-system';
import { commonStrings } from '@/lib/strings/common';
import { NAV_ENTRIES, POPULAR_GAMES_HREF, RECENT_GAMES_HREF, activeSection } from './navSections';
import { shellStrings } from './strings';

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyles = css<{ $active?: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space[4]};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    border-color ${({ theme }) => theme.duration.fast}ms,
    color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
  }

  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: color-mix(in srgb, ${theme.color.accent} 45%, transparent);
      background: linear-gradient(90deg, color-mix(in srgb, ${theme.color.accent} 28%, transparent), transparent 85%);
      color: ${theme.color.text};
      font-weight: ${theme.fontWeight.semibold};
      &::before {
        content: '';
        position: absolute;
        left: -1px;
        top: 10px;
        bottom: 10px;
        width: 3px;
        border-radius: 3px;
        background: ${theme.color.highlight};
        box-shadow: 0 0 12px ${theme.color.highlight};
      }
      svg {
        color: ${theme.color.accentText};
      }
    `}
`;

const ItemLink = styled(Link)<{ $active?: boolean }>`
  ${itemStyles}
`;
const ItemAnchor = styled.a<{ $active?: boolean }>`
  ${itemStyles}
`;
const ItemButton = styled.button<{ $active?: boolean }>`
  ${itemStyles}
  color: ${({ theme }) => theme.color.textMuted};
  cursor: not-allowed;
  &:hover {
    background: transparent;
  }
`;

const Soon = styled.span`
  display: inline-grid;
  margin-left: auto;
  opacity: 0.8;
`;

const SubList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[2]};
  padding: 0 0 0 ${({ theme }) => theme.space[10]};
  list-style: none;
`;

const SubLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  text-decoration: none;
  transition:
    color ${({ theme }) => theme.duration.fast}ms,
    border-color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

const Divider = styled.li`
  height: 1px;
  margin: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[2]};
  background: ${({ theme }) => theme.color.border};
`;

const External = styled(Icon)`
  margin-left: auto;
  opacity: 0.7;
`;

/** The navigation's links (shared by the desktop rail and the small-screen drawer). */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = activeSection(pathname);
  const soon = useComingSoonBubble({ text: shellStrings.nav.comingSoon });
  return (
    <>
      <List>
        {NAV_ENTRIES.map((entry) => (
          <li key={entry.section}>
            {entry.disabled ? (
              <ItemButton type="button" aria-disabled="true" title={shellStrings.nav.comingSoon} onClick={(event) => soon.show(event)} data-active={active === entry.section || undefined}>
                <Icon name={entry.icon} size="md" tone="inherit" />
                {entry.label}
                <Soon aria-hidden="true">
                  <Icon name="clock" size="sm" tone="inherit" />
                </Soon>
              </ItemButton>
            ) : (
              <ItemLink
                to={entry.href}
                $active={active === entry.section}
                aria-current={active === entry.section ? 'page' : undefined}
                onClick={onNavigate}
              >
                <Icon name={entry.icon} size="md" tone="inherit" />
                {entry.label}
              </ItemLink>
            )}
            {entry.section === 'games' && (
              <SubList>
                <li>
                  <SubLink to={POPULAR_GAMES_HREF} onClick={onNavigate}>
                    {shellStrings.nav.popular}
                  </SubLink>
                </li>
                <li>
                  <SubLink to={RECENT_GAMES_HREF} onClick={onNavigate}>
                    {shellStrings.nav.recent}
                  </SubLink>
                </li>
              </SubList>
            )}
          </li>
        ))}
        <Divider aria-hidden="true" />
        <li>
          <ItemAnchor href={config.chatCommunityUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="chat" size="md" tone="inherit" />
            {commonStrings.nav.chat}
            <span className="orb-visually-hidden"> {shellStrings.nav.externalHint}</span>
            <External name="external" size="sm" tone="inherit" />
          </ItemAnchor>
        </li>
      </List>
      {soon.bubble}
    </>
  );
}

const Rail = styled.nav`
  display: none;

  ${({ theme }) => theme.mq.lg} {
    position: sticky;
    top: ${({ theme }) => theme.size.headerHeight};
    display: block;
    flex: none;
    align-self: flex-start;
    width: ${({ theme }) => theme.size.sideNavWidth};
    height: calc(100vh - ${({ theme }) => theme.size.headerHeight});
    height: calc(100dvh - ${({ theme }) => theme.size.headerHeight});
    overflow-y: auto;
    padding: ${({ theme }) => `${theme.space[5]} ${theme.space[3]}`};
    border-right: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 60%, transparent);
    background: linear-gradient(180deg, color-mix(in srgb, ${({ theme }) => theme.color.surface} 70%, transparent), transparent);
  }
`;

/** The side navigation on large screens (spec §2 Shell). */
export function SideNav() {
  return (
    <Rail aria-label={shellStrings.mainNavigation} data-testid="side-nav">
      <NavLinks />
    </Rail>
  );
}
