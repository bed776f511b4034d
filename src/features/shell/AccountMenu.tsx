import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { isPremiumActive } from '@/api/schemas/constants';
import type { Account } from '@/api/schemas/user';
import { Avatar, Icon, Menu, type MenuItemData } from '@/design-system';
import { now } from '@/lib/clock';
import { humanizeNumber } from '@/lib/numbers';
import { useBalance, useSignOut } from '@/lib/session';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { shellStrings } from './strings';

/*
 * A player's coin balance and account menu: a chunk of its own, which the header loads once the session
 * has an account (a visitor's first screen never needs it; ADR 0008). A visitor's LOGIN is AccountControl.tsx.
 */

const TriggerName = styled.span`
  display: none;
  max-width: 10rem;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-overflow: ellipsis;
  white-space: nowrap;

  ${({ theme }) => theme.mq.lg} {
    display: inline;
  }
`;

const MenuHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 14rem;

  p {
    margin: 0;
  }
  .alias {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  .username {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  .premium {
    color: ${({ theme }) => theme.color.premium};
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
`;

const Balance = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.premium} 35%, transparent);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: color-mix(in srgb, ${({ theme }) => theme.color.premium} 10%, transparent);
  color: ${({ theme }) => theme.color.premiumSoft};
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  transition: background-color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    background: color-mix(in srgb, ${({ theme }) => theme.color.premium} 18%, transparent);
  }
`;

/** The coin balance (links to the shop). */
export function CoinBalance() {
  const navigate = useNavigate();
  const balance = useBalance();
  if (balance === undefined) return null;
  return (
    <Balance
      href="/market"
      aria-label={format(shellStrings.coins, { count: balance })}
      onClick={(event) => {
        event.preventDefault();
        void navigate('/market');
      }}
      data-testid="coin-balance"
    >
      <Icon name="coin" size="md" tone="premium" />
      <span aria-hidden="true">{humanizeNumber(balance)}</span>
    </Balance>
  );
}

/**
 * The account dropdown (spec §2): Dashboard, View Profile, Settings, Sign Out (working state while the
 * logout runs), with the premium halo when premium is active.
 */
export function AccountMenu({ account }: { account: Account }) {
  const navigate = useNavigate();
  const { signOut } = useSignOut();
  const premium = isPremiumActive(account.premium, now());
  const go = (href: string) => (event: { preventDefault: () => void }) => {
    event.preventDefault();
    void navigate(href);
  };
  const items: MenuItemData[] = [
    { id: 'dashboard', label: commonStrings.shell.dashboard, icon: 'dashboard', href: '/account/home', onSelect: go('/account/home') },
    {
      id: 'profile',
      label: commonStrings.shell.viewProfile,
      icon: 'user',
      href: `/community/user/${encodeURIComponent(account.username)}`,
      onSelect: go(`/community/user/${encodeURIComponent(account.username)}`),
    },
    { id: 'settings', label: commonStrings.shell.settings, icon: 'settings', href: '/account/settings', onSelect: go('/account/settings') },
    { id: 'sign-out', label: commonStrings.shell.signOut, icon: 'logout', tone: 'danger', onSelect: () => signOut() },
  ];
  return (
    <Menu
      label={shellStrings.account}
      items={items}
      header={
        <MenuHeader>
          <Avatar src={account.avatar.sm} name={account.alias} alt="" size="md" premium={premium} />
          <div>
            <p className="alias">{account.alias}</p>
            <p className="username">@{account.username}</p>
            {premium && <p className="premium">{shellStrings.premiumMember}</p>}
          </div>
        </MenuHeader>
      }
      triggerContent={
        <>
          {/* The trigger is named 'Account' for assistive tech; avatar and alias are what sighted users see. */}
          <span className="orb-visually-hidden">{shellStrings.account}</span>
          <Avatar src={account.avatar.tn} name={account.alias} alt="" size="sm" premium={premium} data-testid="account-avatar" />
          <TriggerName aria-hidden="true">{account.alias}</TriggerName>
        </>
      }
    />
  );
}
