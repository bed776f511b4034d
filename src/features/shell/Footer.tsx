import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { config } from '@/config';
import { Icon, useComingSoonBubble, type IconName } from '@/design-system';
import { now } from '@/lib/clock';
import { useConsent } from '@/lib/consent';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { OrbitalMark } from './Header';
import { shellStrings } from './strings';

/** Spec §2: the five legal pages, in the order of the spec. */
export const LEGAL_PAGES = ['terms-of-service', 'privacy-policy', 'refund-policy', 'imprint', 'about-us'] as const;

const SOCIAL: readonly { key: keyof typeof config.social & IconName; label: string }[] = [
  { key: 'discord', label: commonStrings.footer.discord },
  { key: 'x', label: commonStrings.footer.x },
  { key: 'youtube', label: commonStrings.footer.youtube },
  { key: 'instagram', label: commonStrings.footer.instagram },
  { key: 'tiktok', label: commonStrings.footer.tiktok },
];

const Root = styled.footer`
  position: relative;
  margin-top: ${({ theme }) => theme.space[16]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[5]} ${theme.space[8]}`};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 70%, transparent);
  background:
    radial-gradient(60rem 18rem at 10% 0%, color-mix(in srgb, ${({ theme }) => theme.color.accent} 12%, transparent), transparent 70%),
    ${({ theme }) => theme.color.bgSunken};
  color: ${({ theme }) => theme.color.textMuted};

  ${({ theme }) => theme.mq.md} {
    padding-inline: ${({ theme }) => theme.space[8]};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: 0 auto;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1.4fr repeat(3, 1fr);
  }
`;

const Brand = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[4]};

  .name {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  p {
    max-width: 22rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    line-height: ${({ theme }) => theme.lineHeight.normal};
  }
`;

const Column = styled.nav`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.display};
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  ul {
    display: grid;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const linkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  transition: color ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

const FooterLink = styled(Link)`
  ${linkStyles}
`;
const FooterAnchor = styled.a`
  ${linkStyles}
`;
const FooterButton = styled.button`
  ${linkStyles}
`;

const Socials = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-grid;
    place-items: center;
    width: ${({ theme }) => theme.size.minHit};
    height: ${({ theme }) => theme.size.minHit};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.icon};
    transition:
      border-color ${({ theme }) => theme.duration.fast}ms,
      box-shadow ${({ theme }) => theme.duration.fast}ms,
      transform ${({ theme }) => theme.duration.fast}ms;

    &:hover {
      border-color: ${({ theme }) => theme.color.accent};
      box-shadow: ${({ theme }) => theme.shadow.glow};
      transform: translateY(-2px);
    }
  }
`;

const Bottom = styled.div`
  max-width: ${({ theme }) => theme.size.contentMax};
  margin: ${({ theme }) => theme.space[10]} auto 0;
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 50%, transparent);
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The footer (spec §2 Shell): the five legal pages, Your Account, Developer Area (external), Support
 * Center, Contact Us, 'Updates & News' and 'Community' (the 'Coming Soon' bubble at the click
 * position), Cookie Settings only while a consent system is loaded, the privacy-rights link and five
 * social links.
 */
export function Footer() {
  const consent = useConsent();
  const soon = useComingSoonBubble({ text: commonStrings.footer.comingSoon });
  return (
    <Root>
      <Grid>
        <Brand>
          <span className="name">
            <OrbitalMark size={28} />
            {config.productName}
          </span>
          <p>{shellStrings.footer.tagline}</p>
          <Socials aria-label={shellStrings.footer.social}>
            {SOCIAL.map(({ key, label }) => (
              <li key={key}>
                <a href={config.social[key]} aria-label={label} title={label} {...newTab}>
                  <Icon name={key} size="md" tone="inherit" />
                </a>
              </li>
            ))}
          </Socials>
        </Brand>
        <Column aria-labelledby="footer-legal">
          <h2 id="footer-legal">{shellStrings.footer.legal}</h2>
          <ul>
            {LEGAL_PAGES.map((page) => (
              <li key={page}>
                <FooterLink to={`/hc/legal/${page}`}>{commonStrings.legal[page]}</FooterLink>
              </li>
            ))}
          </ul>
        </Column>
        <Column aria-labelledby="footer-support">
          <h2 id="footer-support">{shellStrings.footer.support}</h2>
          <ul>
            <li>
              <FooterLink to="/account/home">{commonStrings.footer.yourAccount}</FooterLink>
            </li>
            <li>
              <FooterAnchor href={config.developerAreaUrl} {...newTab}>
                {commonStrings.footer.developerArea}
                <Icon name="external" size="sm" tone="inherit" />
                <span className="orb-visually-hidden"> {shellStrings.nav.externalHint}</span>
              </FooterAnchor>
            </li>
            <li>
              <FooterLink to="/hc">{commonStrings.footer.supportCenter}</FooterLink>
            </li>
            <li>
              <FooterLink to="/hc">{commonStrings.footer.contactUs}</FooterLink>
            </li>
          </ul>
        </Column>
        <Column aria-labelledby="footer-more">
          <h2 id="footer-more">{shellStrings.footer.more}</h2>
          <ul>
            <li>
              <FooterButton type="button" onClick={(event) => soon.show(event)}>
                {commonStrings.footer.updatesAndNews}
              </FooterButton>
            </li>
            <li>
              <FooterButton type="button" onClick={(event) => soon.show(event)}>
                {commonStrings.footer.community}
              </FooterButton>
            </li>
            {consent.loaded && (
              <li>
                <FooterButton type="button" onClick={consent.openSettings}>
                  {commonStrings.footer.cookieSettings}
                </FooterButton>
              </li>
            )}
            <li>
              {config.privacyRightsUrl.startsWith('/') ? (
                <FooterLink to={config.privacyRightsUrl}>{commonStrings.footer.privacyRights}</FooterLink>
              ) : (
                <FooterAnchor href={config.privacyRightsUrl} {...newTab}>
                  {commonStrings.footer.privacyRights}
                  <span className="orb-visually-hidden"> {shellStrings.nav.externalHint}</span>
                </FooterAnchor>
              )}
            </li>
          </ul>
        </Column>
      </Grid>
      <Bottom>{format(shellStrings.footer.copyright, { year: now().getFullYear(), product: config.productName })}</Bottom>
      {soon.bubble}
    </Root>
  );
}
