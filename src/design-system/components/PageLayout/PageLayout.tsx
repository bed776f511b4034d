import type { HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** Space between a page's blocks: 'md' for list pages, 'lg' for content pages, 'xl' for the home page. */
export type PageGap = 'md' | 'lg' | 'xl';

export interface PageProps extends HTMLAttributes<HTMLDivElement> {
  gap?: PageGap;
  'data-testid'?: string;
}

const pageGap = { md: 6, lg: 8, xl: 10 } as const;

const PageRoot = styled.div<{ $gap: PageGap }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[pageGap[$gap]]};
  width: 100%;
  max-width: ${({ theme }) => theme.size.contentMax};
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[6]} ${theme.space[4]}`};

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[8]} ${theme.space[6]}`};
  }
`;

/**
 * A page's frame inside the shell: a centred column at the shell's content width, with the page's own
 * padding (its blocks are spaced by `gap`, never by their own margins).
 */
export function Page({ gap = 'lg', ...rest }: PageProps) {
  return <PageRoot $gap={gap} {...rest} />;
}

/** The page's h1 ('Blog', 'Games', 'Tag: {title}', an article's title). */
export const PageTitle = styled.h1`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize['3xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  letter-spacing: -0.02em;
  overflow-wrap: anywhere;
`;

/** A section of a page: its header (or title), then its content. */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** 'lg' heads a page's main sections; 'md' is the quieter heading of a document-like page (help). */
export type SectionTitleSize = 'md' | 'lg';

export interface SectionTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  size?: SectionTitleSize;
}

const SectionTitleRoot = styled.h2<{ $size: SectionTitleSize }>`
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  ${({ theme, $size }) =>
    $size === 'lg'
      ? css`
          font-size: ${theme.fontSize['2xl']};
          line-height: ${theme.lineHeight.tight};
        `
      : css`
          font-size: ${theme.fontSize.xl};
          line-height: ${theme.lineHeight.snug};
        `}
`;

/** A section's h2. */
export function SectionTitle({ size = 'lg', ...rest }: SectionTitleProps) {
  return <SectionTitleRoot $size={size} {...rest} />;
}

export interface SectionHeaderProps extends HTMLAttributes<HTMLDivElement> {
  /** A rule under the header (the home and search sections). */
  divided?: boolean;
  /** 'between' pushes the header's action to the far end; 'start' keeps it next to the title. */
  align?: 'between' | 'start';
}

const SectionHeaderRoot = styled.div<{ $divided: boolean; $align: 'between' | 'start' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'between' ? 'space-between' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  ${({ theme, $divided }) =>
    $divided &&
    css`
      min-height: ${theme.size.minHit};
      padding-bottom: ${theme.space[2]};
      border-bottom: 1px solid ${theme.color.border};
    `}
`;

/** A section's title with an action (a link, a count) beside it. */
export function SectionHeader({ divided = false, align = 'between', ...rest }: SectionHeaderProps) {
  return <SectionHeaderRoot $divided={divided} $align={align} {...rest} />;
}

/** A centred reading column for an article's header and body (the hero, title and text line up). */
export const ReadingColumn = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 900px;
  margin-inline: auto;
`;

/** A row of small, muted facts under a title (author, date, views); wraps on narrow screens. */
export const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** One fact of a MetaRow: an icon and its text. */
export const MetaItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;
