import { useEffect, useMemo } from 'react';
import { useParams } from 'react-router';
import styled from 'styled-components';
import { LEGAL_PAGES, type LegalPageSlug } from '@/api/schemas';
import { Card, Icon, sanitizeHtml, Skeleton } from '@/design-system';
import { formatArticleDate } from '@/lib/date';
import { PageError } from '@/lib/errors';
import { format } from '@/lib/strings';
import { commonStrings } from '@/lib/strings/common';
import { setDocumentMeta } from '@/lib/title';
import { useLegalPage } from './api/getLegalPage';
import { Heading, LinkList, Muted, Page, SectionHeading, Stack, TextLink } from './components/parts';
import { helpStrings } from './strings';

/** The sanitised body: the API's HTML styled as prose. */
const Prose = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;

  h2,
  h3,
  h4 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    margin-top: ${({ theme }) => theme.space[4]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space[6]};
  }
  a {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
  }
  img {
    max-width: 100%;
    height: auto;
  }
`;

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
      <SectionHeading id="legal-other">{helpStrings.otherLegal}</SectionHeading>
      <LinkList>
        {LEGAL_PAGES.filter((page) => page !== current).map((page) => (
          <li key={page}>
            <TextLink to={`/hc/legal/${page}`}>{commonStrings.legal[page]}</TextLink>
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
  const html = useMemo(() => (data ? sanitizeHtml(data.content) : ''), [data]);

  useEffect(() => {
    if (data) setDocumentMeta({ title: data.title });
  }, [data]);

  let body;
  if (legal.isPending) body = <LegalSkeleton />;
  else if (legal.isError)
    body = (
      <Stack>
        <Heading>{isLegalSlug(page) ? commonStrings.legal[page] : helpStrings.legal}</Heading>
        <PageError error={legal.error} onRetry={() => void legal.refetch()} retrying={legal.isFetching} />
      </Stack>
    );
  else
    body = (
      <Stack as="article" aria-labelledby="legal-title">
        <Heading id="legal-title">{legal.data.title}</Heading>
        <Muted>{format(helpStrings.legalUpdated, { date: formatArticleDate(legal.data.date.updated) })}</Muted>
        <Card padding="lg">
          {/* Sanitised above (sanitizeHtml): no scripts, handlers or javascript: URLs survive. */}
          <Prose data-testid="legal-content" dangerouslySetInnerHTML={{ __html: html }} />
        </Card>
      </Stack>
    );

  return (
    <Page>
      <Breadcrumb aria-label={helpStrings.backToHelp}>
        <TextLink to="/hc">
          <Icon name="arrow-left" size="sm" tone="inherit" />
          {helpStrings.backToHelp}
        </TextLink>
      </Breadcrumb>
      {body}
      <OtherLegalPages current={page} />
    </Page>
  );
}

export default LegalPage;
