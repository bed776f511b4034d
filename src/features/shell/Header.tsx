import { Link } from 'react-router';
import styled from 'styled-components';
import { config } from '@/config';
import { IconButton, useHydrated } from '@/design-system';
import { useSession } from '@/lib/session';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { lazyPart, useLazyPart } from '@/design-system/components/LazyPart/lazyPart';
import { LoginButton } from './AccountControl';
import { MessagesDropdown, NotificationsDropdown, type HeaderViewer } from './HeaderDropdowns';
import { SearchBar, type SearchBarProps } from './SearchBar';
import { preloadNavDrawer } from './NavDrawer';
import { shellStrings } from './strings';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  /* 4 px between the controls on the narrowest phones, so that a visitor's row fits 320 px (issue 14). */
  gap: ${({ theme }) => theme.space[1]};
  height: ${({ theme }) => theme.size.headerHeight};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-bottom: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 70%, transparent);
  background: color-mix(in srgb, ${({ theme }) => theme.color.bg} 82%, transparent);
  backdrop-filter: blur(16px) saturate(150%);

  /* A faint aurora along the bottom edge. */
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: -1px;
    height: 1px;
    background: linear-gradient(90deg, transparent, ${({ theme }) => theme.color.accent}, ${({ theme }) => theme.color.highlight}, transparent);
    opacity: 0.55;
    pointer-events: none;
  }

  ${({ theme }) => theme.mq.sm} {
    gap: ${({ theme }) => theme.space[2]};
  }

  ${({ theme }) => theme.mq.md} {
    gap: ${({ theme }) => theme.space[3]};
    padding: 0 ${({ theme }) => theme.space[5]};
  }
`;

const MenuSlot = styled.div`
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;

  svg {
    flex: none;
    filter: drop-shadow(0 0 8px rgba(120, 86, 255, 0.65));
    transition: transform 600ms ${({ theme }) => theme.easing.emphasized};
  }
  &:hover svg {
    transform: rotate(-25deg);
  }
  ${({ theme }) => theme.mq.reducedMotion} {
    &:hover svg {
      transform: none;
    }
  }
`;

const Wordmark = styled.span`
  display: none;
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.02em;
  background: linear-gradient(100deg, ${({ theme }) => theme.color.text} 30%, ${({ theme }) => theme.color.accentText} 70%, ${({ theme }) => theme.color.highlight});
  background-clip: text;
  -webkit-background-clip: text;
  color: transparent;

  ${({ theme }) => theme.mq.sm} {
    display: inline;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};

  ${({ theme }) => theme.mq.md} {
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const BalanceSlot = styled.div`
  display: none;
  ${({ theme }) => theme.mq.md} {
    display: contents;
  }
`;

/** Intent: the drawer's chunk loads while the pointer or focus is on its way to the menu button. */
const preloadDrawer = () => {
  preloadNavDrawer().catch(() => {
    // Tried again when the drawer opens.
  });
};

/** The Orbital mark: a planet with its ring. Decorative (the link has its own name). */
export function OrbitalMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="orb-mark-planet" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9a80ff" />
          <stop offset="1" stopColor="#4c2bb3" />
        </linearGradient>
        <linearGradient id="orb-mark-ring" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#56e6f0" stopOpacity="0.2" />
          <stop offset="0.5" stopColor="#56e6f0" />
          <stop offset="1" stopColor="#56e6f0" stopOpacity="0.2" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="9" fill="url(#orb-mark-planet)" />
      <ellipse cx="16" cy="16" rx="15" ry="5.5" fill="none" stroke="url(#orb-mark-ring)" strokeWidth="2" transform="rotate(-20 16 16)" />
      <circle cx="27.5" cy="11" r="1.8" fill="#ffffff" />
    </svg>
  );
}

export interface HeaderProps {
  /** Opens the navigation drawer (small screens). */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
  /** Passed to the search bar (stories). */
  search?: SearchBarProps;
}

// A player's coin balance and account menu (AccountMenu.tsx): loaded once the session has an account.
const accountPart = lazyPart(() => import('./AccountMenu'));

/**
 * The sticky header (spec §2 Shell): logo, search, Notifications and New Messages, the coin balance and
 * the account dropdown, or LOGIN for visitors.
 */
export function Header({ onOpenMenu, menuOpen = false, search }: HeaderProps) {
  const session = useSession();
  // The session cached in this tab is browser-only: prerendered markup shows the viewer as unknown.
  const hydrated = useHydrated();
  const account = hydrated ? session.data?.account : undefined;
  let viewer: HeaderViewer = 'unknown';
  if (account) viewer = 'user';
  else if (hydrated && session.isFetched) viewer = 'guest';
  const accountView = useLazyPart(accountPart, account !== undefined);

  return (
    <Bar>
      <MenuSlot>
        <IconButton
          icon="menu"
          label={shellStrings.menu}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'nav-drawer' : undefined}
          onClick={onOpenMenu}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
        />
      </MenuSlot>
      <Logo to="/" aria-label={format(commonStrings.shell.homeLink, { product: config.productName })}>
        <OrbitalMark />
        <Wordmark aria-hidden="true">{config.productName}</Wordmark>
      </Logo>
      <Spacer />
      <Actions>
        <SearchBar {...search} />
        <NotificationsDropdown viewer={viewer} />
        <MessagesDropdown viewer={viewer} />
        {account ? (
          accountView && (
            <>
              <BalanceSlot>
                <accountView.CoinBalance />
              </BalanceSlot>
              <accountView.AccountMenu account={account} />
            </>
          )
        ) : (
          viewer === 'guest' && <LoginButton />
        )}
      </Actions>
    </Bar>
  );
}
