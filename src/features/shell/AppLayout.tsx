import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import styled from 'styled-components';
import { BackToTop, SeasonalSnowfall } from '@/design-system';
import { lazyPart, useLaterPart } from '@/design-system/components/LazyPart/lazyPart';
import { LazyAuthModal } from '@/features/auth/LazyAuthModal';
import { now } from '@/lib/clock';
import { lazyHydrated } from '@/lib/lazyFirstScreen';
import { commonStrings } from '@/lib/strings/common';
import { setDocumentMeta, type DocumentMeta } from '@/lib/title';
import { FeedbackModalProvider } from './FeedbackModal';
import { Header, type HeaderProps } from './Header';
import { NavDrawer } from './NavDrawer';
import { shellStrings } from './strings';

const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space[2]};
  left: ${({ theme }) => theme.space[2]};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.textOnAccent};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  text-decoration: none;
  transform: translateY(-200%);

  &:focus,
  &:focus-visible {
    transform: none;
  }
`;

const Body = styled.div`
  display: flex;
  align-items: stretch;
  min-height: calc(100vh - ${({ theme }) => theme.size.headerHeight});
`;

/** The side navigation's room while its chunk loads, on a page the app draws itself (no prerendered HTML). */
const NavSpace = styled.div`
  display: none;

  ${({ theme }) => theme.mq.lg} {
    display: block;
    flex: none;
    width: ${({ theme }) => theme.size.sideNavWidth};
  }
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

/*
 * The page fills at least the viewport, so the footer starts below the fold: a page whose content comes
 * out shorter than its skeleton (a tag with three games) never pulls the footer into view, a layout shift
 * (issue 14, CLS).
 */
const Main = styled.main`
  flex: 1;
  min-width: 0;
  min-height: calc(100vh - ${({ theme }) => theme.size.headerHeight});
  outline: none;
`;

// Prerendered, and hydrated once their chunks are in (ADR 0008): the footer, below the fold on every page,
// and the side navigation, which only large screens show (a phone's is the drawer). Their links work as
// plain links until then.
const Footer = lazyHydrated(() => import('./Footer').then((module) => module.Footer));
const SideNav = lazyHydrated(
  () => import('./SideNav').then((module) => module.SideNav),
  <NavSpace data-testid="side-nav-space" />,
);

// The realtime bridge draws nothing, so it joins after the first screen, a chunk of its own (ADR 0008):
// the realtime client it starts was already one.
const realtimeBridge = lazyPart(() => import('./RealtimeBridge'));

function LaterRealtimeBridge() {
  const part = useLaterPart(realtimeBridge);
  return part ? <part.RealtimeBridge /> : null;
}

/**
 * A route's `handle` may carry its page meta: `{ title, description }` (static pages). Pages with a
 * dynamic title call `setDocumentMeta` from src/lib/title.ts in an effect: children's effects run after
 * this layout effect, so theirs win.
 */
export interface RouteMetaHandle {
  title?: string;
  description?: string;
}

function useRouteMeta() {
  const matches = useMatches();
  const { pathname } = useLocation();
  let meta: DocumentMeta = {};
  for (const match of matches) {
    const handle = match.handle as RouteMetaHandle | undefined;
    if (handle && typeof handle === 'object' && (handle.title !== undefined || handle.description !== undefined)) {
      meta = { title: handle.title, description: handle.description };
    }
  }
  const { title, description } = meta;
  // Every navigation starts from the route's meta (or the defaults), even when it did not change: the
  // page left behind may have set its own title.
  useLayoutEffect(() => {
    setDocumentMeta({ title, description, path: pathname });
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- pathname re-runs it on purpose
  }, [pathname, title, description]);
}

export interface AppLayoutProps {
  /** Stories: props of the header (search state). */
  header?: Pick<HeaderProps, 'search'>;
  /** Stories: snow regardless of the date. */
  forceSnow?: boolean;
  /** What <main> shows instead of the matched page (the root boundary's 404 for a URL no route matches). */
  children?: ReactNode;
}

/**
 * The shell around every page (spec §2 Shell): skip link, sticky header, side navigation (a drawer on
 * small screens), the page in <main id="main">, the footer, and the global layers (auth modal, feedback
 * modal, realtime, seasonal snowfall, back-to-top). Toasts and the generic dialog are provided above the
 * router (App.tsx).
 */
export function AppLayout({ header, forceSnow = false, children }: AppLayoutProps = {}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState(pathname);
  // A navigation (link, back button) closes the drawer.
  if (drawerPath !== pathname) {
    setDrawerPath(pathname);
    if (drawerOpen) setDrawerOpen(false);
  }
  useRouteMeta();

  return (
    <FeedbackModalProvider>
      <SkipLink href="#main">{shellStrings.skipToContent}</SkipLink>
      <Header {...header} menuOpen={drawerOpen} onOpenMenu={() => setDrawerOpen(true)} />
      <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Body>
        <SideNav />
        <Column>
          <Main id="main" tabIndex={-1}>
            {children ?? <Outlet />}
          </Main>
          <Footer />
        </Column>
      </Body>
      <SeasonalSnowfall date={now()} force={forceSnow} />
      <BackToTop label={commonStrings.shell.backToTop} />
      <LazyAuthModal />
      <LaterRealtimeBridge />
    </FeedbackModalProvider>
  );
}
