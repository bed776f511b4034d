import { Link } from 'react-router';
import { LEGAL_PAGES } from '@/api/schemas/constants';
import { Button, Card, Icon, PageTitle, SectionTitle, TextLink, type RenderLink } from '@/design-system';
import { config } from '@/config';
import { openAuthModal } from '@/lib/authModal';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { helpStrings } from '../strings';
import { Actions, CardHeading, Columns, HelpLink, LinkList, Muted, SessionNote, Stack } from './parts';

/** The query value that shows the contact form: /hc?view=contact (see contactHref). */
export const CONTACT_VIEW = 'contact';
/** The contact form's address; the footer's 'Contact Us' can link here. */
export const contactHref = `/hc?view=${CONTACT_VIEW}`;

/** Navigation state set when the index opens the form, so Back can pop the history entry instead of adding one. */
export interface HelpLocationState {
  fromHelpIndex?: boolean;
}

/** The router link that marks the navigation as coming from the index (see HelpLocationState). */
const renderFromHelpIndex: RenderLink = ({ href, children, ...rest }) => (
  <Link to={href} state={{ fromHelpIndex: true } satisfies HelpLocationState} {...rest}>
    {children}
  </Link>
);

/** What the index knows of the session: the account when signed in; `checked` once the session check has answered. */
export interface HelpSession {
  account?: { username: string };
  checked: boolean;
}

function PlayerHelp({ account, checked }: HelpSession) {
  const s = helpStrings;

  if (account) {
    return (
      <Stack as="section" aria-labelledby="hc-players" data-testid="hc-user-help">
        <SectionTitle size="md" id="hc-players">{s.players}</SectionTitle>
        <SessionNote>{format(s.signedInAs, { username: account.username })}</SessionNote>
        <Columns>
          <Card as="article" padding="lg">
            <Stack>
              <CardHeading>{s.haveAccount}</CardHeading>
              <Muted>{s.user.haveAccountText}</Muted>
              <Actions>
                <HelpLink href="/account/home">{s.user.dashboard}</HelpLink>
                <HelpLink href="/account/settings">{s.user.settings}</HelpLink>
                <HelpLink href="/account/support">{s.user.accountSupport}</HelpLink>
              </Actions>
            </Stack>
          </Card>
          <Card as="article" padding="lg">
            <Stack>
              <CardHeading>{s.newHere}</CardHeading>
              <Muted>{s.user.newHereText}</Muted>
              <Actions>
                <HelpLink href="/arcade/games">{s.user.browseGames}</HelpLink>
                <HelpLink href="/market">{s.user.shop}</HelpLink>
              </Actions>
            </Stack>
          </Card>
        </Columns>
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby="hc-players" data-testid="hc-guest-help">
      <SectionTitle size="md" id="hc-players">{s.players}</SectionTitle>
      <SessionNote $pending={!checked}>{s.guestNote}</SessionNote>
      <Columns>
        <Card as="article" padding="lg">
          <Stack>
            <CardHeading>{s.haveAccount}</CardHeading>
            <Muted>{s.guest.haveAccountText}</Muted>
            <Actions>
              <Button variant="secondary" iconStart="user" onClick={() => openAuthModal('login')}>
                {s.guest.logIn}
              </Button>
              <Button variant="ghost" iconStart="lock" onClick={() => openAuthModal('forgot')}>
                {s.guest.forgotPassword}
              </Button>
            </Actions>
          </Stack>
        </Card>
        <Card as="article" padding="lg">
          <Stack>
            <CardHeading>{s.newHere}</CardHeading>
            <Muted>{s.guest.newHereText}</Muted>
            <Actions>
              <Button variant="secondary" iconStart="plus" onClick={() => openAuthModal('register')}>
                {s.guest.register}
              </Button>
              <HelpLink href="/arcade/games">{s.guest.browseGames}</HelpLink>
            </Actions>
          </Stack>
        </Card>
      </Columns>
    </Stack>
  );
}

/**
 * The help centre index (spec §2 /hc): player help (guest or user), developers, legal links and the way
 * to the contact form. The page draws it from the session; the route's first screen draws the guest's
 * before the session is known (FirstScreen.tsx), in the same boxes.
 */
export function HelpIndex(session: HelpSession) {
  const s = helpStrings;
  return (
    <>
      <PlayerHelp {...session} />

      <Stack as="section" aria-labelledby="hc-developers">
        <SectionTitle size="md" id="hc-developers">{s.developers}</SectionTitle>
        <Card padding="lg">
          <Stack>
            <Muted>{s.developerText}</Muted>
            <Actions>
              <HelpLink href="/developers/sdk">
                <Icon name="code" size="md" tone="inherit" />
                {s.sdkDocs}
              </HelpLink>
              <TextLink variant="underlined" href={config.developerAreaUrl} target="_blank" rel="noopener noreferrer" aria-describedby="hc-dev-hint">
                <Icon name="code" size="md" tone="inherit" />
                {commonStrings.footer.developerArea}
                <Icon name="external" size="sm" tone="inherit" />
              </TextLink>
              <span id="hc-dev-hint" className="orb-visually-hidden">
                {s.developerAreaHint}
              </span>
            </Actions>
          </Stack>
        </Card>
      </Stack>

      <Stack as="section" aria-labelledby="hc-legal">
        <SectionTitle size="md" id="hc-legal">{s.legal}</SectionTitle>
        <Card padding="lg">
          <LinkList>
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                <HelpLink href={`/hc/legal/${page}`}>{commonStrings.legal[page]}</HelpLink>
              </li>
            ))}
          </LinkList>
        </Card>
      </Stack>

      <Stack as="section" aria-labelledby="hc-contact-card">
        <SectionTitle size="md" id="hc-contact-card">{s.contact}</SectionTitle>
        <Card padding="lg">
          <Stack>
            <Muted>{s.contactText}</Muted>
            <Actions>
              <HelpLink href={contactHref} renderLink={renderFromHelpIndex}>
                <Icon name="mail" size="md" tone="inherit" />
                {s.contactOpen}
              </HelpLink>
            </Actions>
          </Stack>
        </Card>
      </Stack>
    </>
  );
}


/** The page's heading and intro, above the index or the contact form. */
export function HelpHeader() {
  return (
    <Stack as="header">
      <PageTitle>{helpStrings.heading}</PageTitle>
      <Muted>{helpStrings.intro}</Muted>
    </Stack>
  );
}
