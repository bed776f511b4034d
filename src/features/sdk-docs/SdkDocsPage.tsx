import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CodeBlock, type CodeBlockProps, Page, Section, SectionTitle } from '@/design-system';
import { config } from '@/config';
import { format } from '@/lib/strings';
import { usePageTitle } from '@/lib/usePageTitle';
import { SdkDocsIntro, Stack, Text } from './Intro';
import { ERROR_REFERENCE, EVENT_REFERENCE, METHOD_REFERENCE } from './reference';
import {
  ADS_SAMPLE,
  BUNDLER,
  ERRORS_SAMPLE,
  EVENTS_SAMPLE,
  FAST_START,
  FAST_START_HTML,
  FRAME_ALLOW,
  FRAME_SANDBOX_TOKENS,
  INSTALL,
  LOCAL_SAMPLE,
  scriptTag,
  WEBXR_SAMPLE,
} from './snippets';
import { sdkDocsStrings as s } from './strings';

type SectionKey = keyof typeof s.sections;

/** The sections in page order, with their fragment ids (the table of contents links to them). */
export const SECTIONS: ReadonlyArray<{ key: SectionKey; id: string }> = [
  { key: 'quickStart', id: 'quick-start' },
  { key: 'methods', id: 'methods' },
  { key: 'events', id: 'events' },
  { key: 'errors', id: 'errors' },
  { key: 'adBreaks', id: 'ad-breaks' },
  { key: 'localMode', id: 'local-mode' },
  { key: 'webxr', id: 'webxr' },
  { key: 'frame', id: 'frame' },
  { key: 'rateLimits', id: 'rate-limits' },
];

const SubHeading = styled.h3`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

const Toc = styled.nav`
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
    margin: ${({ theme }) => theme.space[2]} 0 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.minHit};
    color: ${({ theme }) => theme.color.link};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const TocTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const TableScroll = styled.div`
  min-width: 0;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }

  thead th {
    background: ${({ theme }) => theme.color.surface};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  tbody th {
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    white-space: nowrap;
  }

  code {
    font-family: ${({ theme }) => theme.font.mono};
    color: ${({ theme }) => theme.color.text};
  }

  td {
    color: ${({ theme }) => theme.color.textMuted};
    min-width: 10rem;
  }
`;

/** A reference table that scrolls sideways on small screens: a named, focusable region (axe). */
function ReferenceTable({ label, head, children, testId }: { label: string; head: readonly string[]; children: ReactNode; testId: string }) {
  return (
    <TableScroll role="region" aria-label={label} tabIndex={0}>
      <Table data-testid={testId}>
        <thead>
          <tr>
            {head.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </TableScroll>
  );
}

function Code(props: Omit<CodeBlockProps, 'copyLabel' | 'copiedLabel'>) {
  return <CodeBlock copyLabel={s.copy} copiedLabel={s.copied} {...props} />;
}

function DocSection({ id, children }: { id: string; children: ReactNode }) {
  const key = SECTIONS.find((section) => section.id === id)?.key ?? 'quickStart';
  return (
    <Section id={id} aria-labelledby={`${id}-heading`} data-testid={`sdk-${id}`}>
      <Stack>
        <SectionTitle id={`${id}-heading`}>{s.sections[key]}</SectionTitle>
        {children}
      </Stack>
    </Section>
  );
}

const or = (text: string) => text || s.none;

/**
 * /developers/sdk (issue 12, "Documentation for game developers"): the game SDK's quick start (bundler
 * and script tag), every method with its params, result and errors, the events, the error codes, local
 * mode, a WebXR example, the game frame's permissions and the rate limits. Static: no API data. The
 * reference comes from ./reference (typed against the protocol, held equal to it by a unit test).
 */
export function SdkDocsPage() {
  const product = config.productName;
  usePageTitle(s.documentTitle, format(s.description, { product }));
  const origin = config.gamesOrigin;

  return (
    <Page data-testid="sdk-docs">
      <SdkDocsIntro />

      <Toc aria-labelledby="sdk-contents">
        <TocTitle id="sdk-contents">{s.contents}</TocTitle>
        <ol>
          {SECTIONS.map(({ key, id }) => (
            <li key={id}>
              <a href={`#${id}`}>{s.sections[key]}</a>
            </li>
          ))}
        </ol>
      </Toc>

      <DocSection id="quick-start">
        <SubHeading>{s.bundlerHeading}</SubHeading>
        <Text>{s.bundlerText}</Text>
        <Code label={s.installLabel} language="bash" code={INSTALL} />
        <Code label={s.bundlerLabel} language="js" code={BUNDLER} />
        <SubHeading>{s.scriptHeading}</SubHeading>
        <Text>{format(s.scriptText, { host: '{host}', origin, version: '{version}' })}</Text>
        <Code label={s.scriptLabel} language="html" code={scriptTag(origin)} data-testid="sdk-script-tag" />
        <SubHeading>{s.fastStartHeading}</SubHeading>
        <Text>{format(s.fastStartText, { product })}</Text>
        <Code label={s.fastStartHtmlLabel} language="html" code={FAST_START_HTML} />
        <Code label={s.fastStartLabel} language="js" code={FAST_START} />
        <Text>{format(s.fastStartBundler, { product })}</Text>
        <Text>{format(s.protocolPointer, { product })}</Text>
      </DocSection>

      <DocSection id="methods">
        <Text>{s.methodsText}</Text>
        <ReferenceTable
          label={s.methodsTableLabel}
          testId="sdk-methods-table"
          head={[s.columns.method, s.columns.call, s.columns.params, s.columns.result, s.columns.login, s.columns.errors]}
        >
          {METHOD_REFERENCE.map((method) => (
            <tr key={method.name} id={`method-${method.name}`}>
              <th scope="row">
                <code>{method.name}</code>
              </th>
              <td>
                <code>{method.call}</code>
              </td>
              <td>{or(method.params)}</td>
              <td>{method.result}</td>
              <td>{method.login ? s.loginYes : s.loginNo}</td>
              <td>{or(method.errors)}</td>
            </tr>
          ))}
        </ReferenceTable>
        <Text>{s.sessionText}</Text>
      </DocSection>

      <DocSection id="events">
        <Text>{s.eventsText}</Text>
        <ReferenceTable label={s.eventsTableLabel} testId="sdk-events-table" head={[s.columns.event, s.columns.data, s.columns.when]}>
          {EVENT_REFERENCE.map((event) => (
            <tr key={event.name}>
              <th scope="row">
                <code>{event.name}</code>
              </th>
              <td>{or(event.data)}</td>
              <td>{event.when}</td>
            </tr>
          ))}
        </ReferenceTable>
        <Code label={s.eventsLabel} language="js" code={EVENTS_SAMPLE} />
      </DocSection>

      <DocSection id="errors">
        <Text>{s.errorsText}</Text>
        <ReferenceTable label={s.errorsTableLabel} testId="sdk-errors-table" head={[s.columns.code, s.columns.meaning]}>
          {ERROR_REFERENCE.map((error) => (
            <tr key={error.code}>
              <th scope="row">
                <code>{error.code}</code>
              </th>
              <td>{error.meaning}</td>
            </tr>
          ))}
        </ReferenceTable>
        <Code label={s.errorsLabel} language="js" code={ERRORS_SAMPLE} />
      </DocSection>

      <DocSection id="ad-breaks">
        <Text>{s.adBreaksText}</Text>
        <Text>{s.adBreaksRules}</Text>
        <Code label={s.adBreaksLabel} language="js" code={ADS_SAMPLE} />
      </DocSection>

      <DocSection id="local-mode">
        <Text>{format(s.localText, { product })}</Text>
        <Text>{s.localOptionsText}</Text>
        <Code label={s.localLabel} language="js" code={LOCAL_SAMPLE} />
      </DocSection>

      <DocSection id="webxr">
        <Text>{s.webxrText}</Text>
        <Code label={s.webxrLabel} language="js" code={WEBXR_SAMPLE} />
      </DocSection>

      <DocSection id="frame">
        <Text>{s.frameText}</Text>
        <SubHeading>{s.frameAllowHeading}</SubHeading>
        <Text>{s.frameAllowText}</Text>
        <Code label={s.frameAllowLabel} code={`allow="${FRAME_ALLOW}"`} data-testid="sdk-frame-allow" />
        <SubHeading>{s.frameSandboxHeading}</SubHeading>
        <Code label={s.frameSandboxLabel} code={`sandbox="${FRAME_SANDBOX_TOKENS.join(' ')}"`} data-testid="sdk-frame-sandbox" />
        <ul>
          {FRAME_SANDBOX_TOKENS.map((token) => (
            <li key={token}>
              <code>{token}</code>: {s.sandboxTokens[token]}
            </li>
          ))}
        </ul>
        <Text>{s.frameLeftOut}</Text>
      </DocSection>

      <DocSection id="rate-limits">
        <Text>{s.rateText}</Text>
      </DocSection>
    </Page>
  );
}
