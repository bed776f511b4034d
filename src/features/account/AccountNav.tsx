import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { Icon, Menu, type MenuItemData } from '@/design-system';
import { ACCOUNT_PAGE_IDS, ACCOUNT_PAGES, type AccountPageId } from './pages';
import { accountStrings } from './strings';

/** The path of an account page. */
export const accountPath = (page: AccountPageId) => `/account/${page}`;

const Nav = styled.nav`
  min-width: 0;
`;

/* From md up: a row of tabs (links) along a rule, scrolling sideways when it is wider than the page. */
const TabList = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;
  gap: ${({ theme }) => theme.space[1]};
  overflow-x: auto;
  scrollbar-width: thin;
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border};

  ${({ theme }) => theme.mq.md} {
    display: flex;
  }
`;

const TabLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
  color: ${({ theme }) => theme.color.textMuted};
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  white-space: nowrap;
  text-decoration: none;
  transition:
    color ${({ theme }) => theme.duration.fast}ms,
    background-color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.surface};
  }

  /* The row scrolls, so an outside focus ring would be clipped. */
  &:focus-visible {
    outline-offset: -3px;
  }

  &::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space[3]};
    right: ${({ theme }) => theme.space[3]};
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.color.accent};
    opacity: 0;
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
  }
  &[aria-current='page']::after {
    opacity: 1;
  }
`;

/* Below md: one menu button naming the page on screen; its menu lists the ten pages. */
const PhoneMenu = styled.div`
  ${({ theme }) => theme.mq.md} {
    display: none;
  }
`;

const MenuTrigger = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

/**
 * The navigation between the ten account pages (spec §2 /account/{page}; the issue: tabs on desktop, a
 * menu on a phone): one `nav` landmark, the page on screen marked aria-current="page". From md up the
 * pages are a row of links drawn as tabs (Tab moves along them: they are links to pages, not a tablist
 * switching panels); below md the design system's Menu, whose trigger names the page on screen (arrow
 * keys, typed letters, Escape).
 */
export function AccountNav({ current }: { current: AccountPageId }) {
  const navigate = useNavigate();
  const go = (href: string) => (event: MouseEvent<HTMLElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button === 1) return;
    event.preventDefault();
    void navigate(href);
  };
  const items: MenuItemData[] = ACCOUNT_PAGE_IDS.map((id) => ({
    id,
    label: ACCOUNT_PAGES[id].title,
    icon: ACCOUNT_PAGES[id].icon,
    href: accountPath(id),
    current: id === current,
    onSelect: go(accountPath(id)),
  }));

  return (
    <Nav aria-label={accountStrings.frame.nav} data-testid="account-nav">
      <TabList>
        {ACCOUNT_PAGE_IDS.map((id) => (
          <li key={id}>
            <TabLink to={accountPath(id)} aria-current={id === current ? 'page' : undefined}>
              <Icon name={ACCOUNT_PAGES[id].icon} size="md" tone="inherit" />
              {ACCOUNT_PAGES[id].title}
            </TabLink>
          </li>
        ))}
      </TabList>
      <PhoneMenu>
        <Menu
          label={accountStrings.frame.menu}
          items={items}
          align="start"
          triggerContent={
            <MenuTrigger>
              <span className="orb-visually-hidden">{`${accountStrings.frame.menu}: `}</span>
              <Icon name={ACCOUNT_PAGES[current].icon} size="md" tone="inherit" />
              {ACCOUNT_PAGES[current].title}
            </MenuTrigger>
          }
        />
      </PhoneMenu>
    </Nav>
  );
}
