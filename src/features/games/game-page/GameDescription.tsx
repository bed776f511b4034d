import { lazy, Suspense, useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { Button, Section, SectionTitle, Skeleton } from '@/design-system';
import { truncate } from '@/lib/text';
import { gameStrings } from '../strings';

/** Above this many characters the description collapses behind 'Show More' (spec §9). */
export const DESCRIPTION_COLLAPSE_LIMIT = 1500;

// The sanitiser (DOMPurify) loads only for a description that holds HTML: off the page's startup path.
const Prose = lazy(() => import('@/design-system/components/Prose').then((module) => ({ default: module.Prose })));

const TAG = /<\/?[a-z][^>]*>/i;
const MEDIA = /<(img|video|picture|svg)\b/i;

/** Whether the description is HTML (rendered sanitised) rather than plain text. */
export const holdsHtml = (description: string) => TAG.test(description);

/** The text a reader sees: tags dropped from HTML (counted for the 1500-character rule), plain text as is. */
export function visibleText(description: string): string {
  if (!holdsHtml(description)) return description.trim();
  return description
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Nothing to show: empty, blank, or HTML without text or media ('No Description.'). */
export const isEmptyDescription = (description: string) => visibleText(description) === '' && !MEDIA.test(description);

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 72ch;
  color: ${({ theme }) => theme.color.text};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;

  p {
    white-space: pre-line;
  }
`;

/* Collapsed HTML cannot be cut safely by characters: it is clipped at a height and fades out instead. */
const Clip = styled.div<{ $collapsed: boolean }>`
  ${({ $collapsed }) =>
    $collapsed &&
    css`
      max-height: 24rem;
      overflow: hidden;
      mask-image: linear-gradient(to bottom, #000 70%, transparent);
    `}
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const Toggle = styled.div`
  display: flex;
`;

function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </>
  );
}

/**
 * The game's description (spec §2, §9): 'No Description.' when empty; above 1500 characters collapsed
 * ('Show More' / 'Show Less'). Plain text keeps its paragraphs and line breaks and collapses to its first
 * 1500 characters (the spec's truncation: ' ...' at the end); HTML is sanitised (Prose, loaded on demand)
 * and collapses to a clipped height. A link inside the clipped part expands it when it takes focus.
 */
export function GameDescription({ description }: { description: string }) {
  const headingId = useId();
  const bodyId = useId();
  const [expanded, setExpanded] = useState(false);
  const html = holdsHtml(description);
  const empty = isEmptyDescription(description);
  const long = Array.from(visibleText(description)).length > DESCRIPTION_COLLAPSE_LIMIT;
  const collapsed = long && !expanded;

  return (
    <Section aria-labelledby={headingId} data-testid="game-description">
      <SectionTitle id={headingId} size="md">
        {gameStrings.description}
      </SectionTitle>
      {empty ? (
        <Empty data-testid="game-description-empty">{gameStrings.noDescription}</Empty>
      ) : (
        <Body id={bodyId} data-testid="game-description-body" data-collapsed={collapsed || undefined}>
          {html ? (
            <Clip $collapsed={collapsed} onFocus={() => collapsed && setExpanded(true)}>
              <Suspense fallback={<Skeleton shape="text" lines={4} />}>
                <Prose html={description} size="md" />
              </Suspense>
            </Clip>
          ) : (
            <Paragraphs text={collapsed ? truncate(description.trim(), DESCRIPTION_COLLAPSE_LIMIT) : description} />
          )}
        </Body>
      )}
      {long && !empty && (
        <Toggle>
          <Button
            variant="secondary"
            iconEnd={expanded ? 'chevron-up' : 'chevron-down'}
            aria-expanded={expanded}
            aria-controls={bodyId}
            onClick={() => setExpanded((value) => !value)}
            data-testid="game-description-toggle"
          >
            {expanded ? gameStrings.showLess : gameStrings.showMore}
          </Button>
        </Toggle>
      )}
    </Section>
  );
}
