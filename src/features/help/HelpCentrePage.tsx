import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LEGAL_PAGES } from '@/api/schemas';
import { Button, Card, Icon } from '@/design-system';
import { config } from '@/config';
import { openAuthModal } from '@/lib/authModal';
import { useSession } from '@/lib/session';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { setDocumentMeta } from '@/lib/title';
import { ContactForm } from './components/ContactForm';
import { Actions, CardHeading, Columns, ExternalLink, Heading, LinkList, Muted, Page, SectionHeading, Stack, TextLink } from './components/parts';
import { helpStrings } from './strings';

/** The query value that shows the contact form: /hc?view=contact (see contactHref). */
export const CONTACT_VIEW = 'contact';
/** The contact form's address; the footer's 'Contact Us' can link here. */
export const contactHref = `/hc?view=${CONTACT_VIEW}`;

/** Navigation state set when the index opens the form, so Back can pop the history entry instead of adding one. */
interface HelpLocationState {
  fromHelpIndex?: boolean;
}

function PlayerHelp() {
  const session = useSession();
  const account = session.data?.account;
  const s = helpStrings;

  if (account) {
    return (
      <Stack as="section" aria-labelledby="hc-players" data-testid="hc-user-help">
        <SectionHeading id="hc-players">{s.players}</SectionHeading>
        <Muted>{format(s.signedInAs, { username: account.username })}</Muted>
        <Columns>
          <Card as="article" padding="lg">
            <Stack>
              <CardHeading>{s.haveAccount}</CardHeading>
              <Muted>{s.user.haveAccountText}</Muted>
              <Actions>
                <TextLink to="/account/home">{s.user.dashboard}</TextLink>
                <TextLink to="/account/settings">{s.user.settings}</TextLink>
                <TextLink to="/account/support">{s.user.accountSupport}</TextLink>
              </Actions>
            </Stack>
          </Card>
          <Card as="article" padding="lg">
            <Stack>
              <CardHeading>{s.newHere}</CardHeading>
              <Muted>{s.user.newHereText}</Muted>
              <Actions>
                <TextLink to="/arcade/games">{s.user.browseGames}</TextLink>
                <TextLink to="/market">{s.user.shop}</TextLink>
              </Actions>
            </Stack>
          </Card>
        </Columns>
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby="hc-players" data-testid="hc-guest-help">
      <SectionHeading id="hc-players">{s.players}</SectionHeading>
      {session.isFetched && <Muted>{s.guestNote}</Muted>}
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
              <TextLink to="/arcade/games">{s.guest.browseGames}</TextLink>
            </Actions>
          </Stack>
        </Card>
      </Columns>
    </Stack>
  );
}

function HelpIndex() {
  const s = helpStrings;
  return (
    <>
      <PlayerHelp />

      <Stack as="section" aria-labelledby="hc-developers">
        <SectionHeading id="hc-developers">{s.developers}</SectionHeading>
        <Card padding="lg">
          <Stack>
            <Muted>{s.developerText}</Muted>
            <Actions>
              {/* SDK docs join here with the game-page issue. */}
              <ExternalLink href={config.developerAreaUrl} target="_blank" rel="noopener noreferrer" aria-describedby="hc-dev-hint">
                <Icon name="code" size="md" tone="inherit" />
                {commonStrings.footer.developerArea}
                <Icon name="external" size="sm" tone="inherit" />
              </ExternalLink>
              <span id="hc-dev-hint" className="orb-visually-hidden">
                {s.developerAreaHint}
              </span>
            </Actions>
          </Stack>
        </Card>
      </Stack>

      <Stack as="section" aria-labelledby="hc-legal">
        <SectionHeading id="hc-legal">{s.legal}</SectionHeading>
        <Card padding="lg">
          <LinkList>
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                <TextLink to={`/hc/legal/${page}`}>{commonStrings.legal[page]}</TextLink>
              </li>
            ))}
          </LinkList>
        </Card>
      </Stack>

      <Stack as="section" aria-labelledby="hc-contact-card">
        <SectionHeading id="hc-contact-card">{s.contact}</SectionHeading>
        <Card padding="lg">
          <Stack>
            <Muted>{s.contactText}</Muted>
            <Actions>
              <TextLink to={contactHref} state={{ fromHelpIndex: true } satisfies HelpLocationState}>
                <Icon name="mail" size="md" tone="inherit" />
                {s.contactOpen}
              </TextLink>
            </Actions>
          </Stack>
        </Card>
      </Stack>
    </>
  );
}

/**
 * /hc (spec §2): the help centre index — player help (guest or user, from the session), developers,
 * legal links, a way to the contact form. The contact form is the same route with `?view=contact`:
 * opening it pushes a history entry, so the browser's back and the form's Back both return to the
 * index (Back pops the entry when the index opened the form, else replaces the URL with /hc).
 */
export function HelpCentrePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const contact = searchParams.get('view') === CONTACT_VIEW;

  useEffect(() => {
    setDocumentMeta({
      title: contact ? helpStrings.contactHeading : helpStrings.documentTitle,
      description: format(helpStrings.description, { product: config.productName }),
    });
  }, [contact]);

  const back = () => {
    if ((location.state as HelpLocationState | null)?.fromHelpIndex) void navigate(-1);
    else void navigate('/hc', { replace: true });
  };

  return (
    <Page>
      <Stack as="header">
        <Heading>{helpStrings.heading}</Heading>
        <Muted>{helpStrings.intro}</Muted>
      </Stack>
      {contact ? <ContactForm onBack={back} /> : <HelpIndex />}
    </Page>
  );
}

export default HelpCentrePage;
