import { useParams } from 'react-router';
import styled from 'styled-components';
import { LEGAL_PAGES, type LegalPageSlug } from '@/api/schemas/constants';
import { BackLink, Card, isBlankHtml, Notice, Page, PageTitle, Prose, SectionTitle, Skeleton } from '@/design-system';
import { config } from '@/config';
import { formatArticleDate } from '@/lib/date';
import { PageError } from '@/lib/errors';
import { renderRouterLink } from '@/lib/routerLink';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { usePageMeta } from '@/lib/usePageMeta';
import { useLegalPage } from './api/getLegalPage';
import { HelpLink, LinkList, Muted, Stack } from './components/parts';
import { helpStrings } from './strings';

const Breadcrumb = styled.nav`
  display: flex;
`;

function LegalSkeleton() {
  return (
    <Stack aria-busy="true" data-testid="legal-loading">
      <span role="status" className="orb-visually-hidden">
        {helpStrings.legalLoading}
      </span>
      <Skeleton width="60%" height="2.5rem" />
      <Skeleton shape="text" width="30%" />
      <Card padding="lg">
        <Skeleton shape="text" lines={10} />
      </Card>
    </Stack>
  );
}

function isLegalSlug(value: string): value is LegalPageSlug {
  return (LEGAL_PAGES as readonly string[]).includes(value);
}

function OtherLegalPages({ current }: { current: string }) {
  return (
    <Stack as="nav" aria-labelledby="legal-other">
      <SectionTitle size="md" id="legal-other">{helpStrings.otherLegal}</SectionTitle>
      <LinkList>
        {LEGAL_PAGES.filter((page) => page !== current).map((page) => (
          <li key={page}>
            <HelpLink href={`/hc/legal/${page}`}>{commonStrings.legal[page]}</HelpLink>
          </li>
        ))}
      </LinkList>
    </Stack>
  );
}

/**
 * /hc/legal/{page} (spec §2): one of the five legal pages. The server's HTML is sanitised with
 * DOMPurify (design system's sanitizeHtml; guide §5) before it is rendered. An unknown page is the
 * server's 404: the loader (or the query) throws it to the route's status screen.
 */
export function LegalPage() {
  const { page = '' } = useParams();
  const legal = useLegalPage(page);
  const data = legal.data;

  usePageMeta(data ? { title: data.title, description: format(helpStrings.legalDescription, { title: data.title, product: config.productName }) } : null);

  let body;
  if (legal.isPending) body = <LegalSkeleton />;
  else if (legal.isError)
    body = (
      <Stack>
        <PageTitle>{isLegalSlug(page) ? commonStrings.legal[page] : helpStrings.legal}</PageTitle>
        <PageError error={legal.error} onRetry={() => void legal.refetch()} retrying={legal.isFetching} />
      </Stack>
    );
  else
    body = (
      <Stack as="article" aria-labelledby="legal-title">
        <PageTitle id="legal-title">{legal.data.title}</PageTitle>
        <Muted>{format(helpStrings.legalUpdated, { date: formatArticleDate(legal.data.date.updated) })}</Muted>
        <Card padding="lg">
          {/* Prose sanitises the HTML (sanitizeHtml): no scripts, handlers or javascript: URLs survive. */}
          {isBlankHtml(legal.data.content) ? (
            <Notice data-testid="legal-empty">{helpStrings.legalEmpty}</Notice>
          ) : (
            <Prose html={legal.data.content} size="md" data-testid="legal-content" />
          )}
        </Card>
      </Stack>
    );

  return (
    <Page>
      <Breadcrumb aria-label={helpStrings.backToHelp}>
        <BackLink variant="underlined" href="/hc" renderLink={renderRouterLink}>
          {helpStrings.backToHelp}
        </BackLink>
      </Breadcrumb>
      {body}
      <OtherLegalPages current={page} />
    </Page>
  );
}

export default LegalPage;
