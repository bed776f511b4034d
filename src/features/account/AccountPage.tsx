import { Suspense, useEffect, useRef, useState } from 'react';
import { data, useLocation, useParams, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import styled from 'styled-components';
import { Button, Notice, Page, PageTitle, Skeleton } from '@/design-system';
import { openAuthModal } from '@/lib/authModal';
import { useCurrentUser } from '@/lib/session';
import { commonStrings } from '@/lib/strings/common';
import { usePageTitle } from '@/lib/usePageTitle';
import { AccountNav } from './AccountNav';
import { ACCOUNT_PAGES, isAccountPageId, type AccountPageId } from './pages';
import { accountStrings } from './strings';

/*
 * /account/{page} (spec §2): the account area's frame — the navigation between the ten pages and the page
 * on screen. The pages need a session (the issue; spec §6 'Account routes are for logged-in users'):
 * while the session is not known yet the skeleton shows; a visitor gets the login pane, with redirect_to
 * set to this very page, and once logged in (or registered) the page itself is drawn here.
 */

/** An unknown page is the 404 screen (the route's error boundary), before anything is drawn. */
export function accountPageLoader({ params }: LoaderFunctionArgs) {
  if (!isAccountPageId(params.page)) throw data(null, { status: 404, statusText: 'Not Found' });
  return null;
}

/**
 * Moving between known pages needs no loader (the page module is loaded by the frame's Suspense), so the
 * router does not hold the navigation or swap the area for the full-page skeleton; only an unknown page
 * is checked again.
 */
export function shouldAccountPageRevalidate({ nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isAccountPageId(nextParams.page) ? false : defaultShouldRevalidate;
}

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  min-width: 0;
`;

/** A page's place while its module or its data loads: a heading's and a few blocks' shapes. */
export function AccountPageSkeleton() {
  return (
    <Content aria-busy="true" data-testid="account-loading">
      <span role="status" className="orb-visually-hidden">
        {accountStrings.frame.loading}
      </span>
      <Skeleton width="40%" height="2.5rem" />
      <Skeleton height="8rem" />
      <Skeleton shape="text" lines={4} />
    </Content>
  );
}

/** The session is not known yet: the frame's shape, nav included, without the login pane. */
function FrameSkeleton() {
  return (
    <Page gap="md">
      <Skeleton height="3rem" />
      <AccountPageSkeleton />
    </Page>
  );
}

/** A visitor: the reason the login pane is open, and a way to open it again once dismissed. */
function LoginRequired({ onLogin }: { onLogin: () => void }) {
  const s = accountStrings.frame;
  return (
    <Page gap="md" data-testid="account-login-required">
      <PageTitle>{commonStrings.errors.loginRequired}</PageTitle>
      <Notice icon="lock" action={<Button iconStart="user" onClick={onLogin}>{s.login}</Button>}>
        {s.loginBody}
      </Notice>
    </Page>
  );
}

/**
 * The frame: nav and page for a logged-in user; the login pane for a visitor (opened once, when the page
 * is first seen without a session — not when the user signs out here, which leaves the prompt only).
 */
export function AccountPage() {
  const { page } = useParams();
  const location = useLocation();
  const user = useCurrentUser();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const known = isAccountPageId(page);
  // Logged in at some point on this page: a later logout (sign-out, another tab) shows the prompt only.
  const [seenLoggedIn, setSeenLoggedIn] = useState(false);
  if (user.loggedIn && !seenLoggedIn) setSeenLoggedIn(true);
  const prompted = useRef(false);

  usePageTitle(known ? (user.attempted && !user.loggedIn ? commonStrings.errors.loginRequired : ACCOUNT_PAGES[page].title) : undefined);

  const openLogin = () => openAuthModal('login', { redirectTo: here });
  const visitor = user.attempted && !user.loggedIn;
  useEffect(() => {
    if (!visitor || seenLoggedIn || prompted.current) return;
    prompted.current = true;
    openAuthModal('login', { redirectTo: here });
  }, [visitor, seenLoggedIn, here]);

  // The loader has answered an unknown page with the 404 screen: nothing of the frame is drawn.
  if (!known) return null;
  if (!user.attempted) return <FrameSkeleton />;
  if (!user.loggedIn) return <LoginRequired onLogin={openLogin} />;
  return <AccountFrame page={page} />;
}

function AccountFrame({ page }: { page: AccountPageId }) {
  const { Component } = ACCOUNT_PAGES[page];
  return (
    <Page gap="md" data-testid="account-page" data-page={page}>
      <AccountNav current={page} />
      <Suspense fallback={<AccountPageSkeleton />}>
        {/* A page of its own per id: moving between pages starts each one afresh. */}
        <Content key={page}>
          <Component />
        </Content>
      </Suspense>
    </Page>
  );
}
