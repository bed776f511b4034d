import { useMemo, type HTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { sanitizeHtml } from '../Dialog/sanitize';

/**
 * 'lg' is the reading size of an article or announcement body (large text, at most 72 characters a
 * line); 'md' is the body size for long documents in a card (legal pages), filling its container.
 */
export type ProseSize = 'md' | 'lg';

export interface ProseProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the API. It is always sanitised before it reaches the DOM. */
  html: string;
  size?: ProseSize;
  'data-testid'?: string;
}

const sizes = {
  md: css`
    font-size: ${({ theme }) => theme.fontSize.md};

    h2 {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }

    h3 {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }

    h4,
    h5,
    h6 {
      font-size: ${({ theme }) => theme.fontSize.md};
    }

    a {
      color: ${({ theme }) => theme.color.accent};
    }
  `,
  lg: css`
    max-width: 72ch;
    font-size: ${({ theme }) => theme.fontSize.lg};

    h2 {
      font-size: ${({ theme }) => theme.fontSize['2xl']};
    }

    h3 {
      font-size: ${({ theme }) => theme.fontSize.xl};
    }

    h4,
    h5,
    h6 {
      font-size: ${({ theme }) => theme.fontSize.lg};
    }

    a {
      color: ${({ theme }) => theme.color.link};
    }
  `,
} as const;

/** Typography for rich text (headings, lists, links, images, code, blockquote, tables). */
const Root = styled.div<{ $size: ProseSize }>`
  color: ${({ theme }) => theme.color.text};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  overflow-wrap: anywhere;

  > * + * {
    margin-top: ${({ theme }) => theme.space[4]};
  }

  h2,
  h3,
  h4,
  h5,
  h6 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    line-height: ${({ theme }) => theme.lineHeight.snug};
    margin-top: ${({ theme }) => theme.space[8]};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space[6]};
  }

  ul {
    list-style: disc;
  }

  ol {
    list-style: decimal;
  }

  li + li {
    margin-top: ${({ theme }) => theme.space[2]};
  }

  a {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }

  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }

  strong {
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }

  code,
  pre {
    font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace;
    font-size: 0.9em;
  }

  :not(pre) > code {
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }

  pre {
    padding: ${({ theme }) => theme.space[4]};
    overflow-x: auto;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.bgSunken};
    overflow-wrap: normal;
  }

  blockquote {
    padding-left: ${({ theme }) => theme.space[4]};
    border-left: 4px solid ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.textMuted};
    font-style: italic;
  }

  hr {
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }

  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
  }

  ${({ $size }) => sizes[$size]}
`;

/** True when HTML, once sanitised, shows nothing: no text and no media (a page then says so instead). */
export function isBlankHtml(html: string): boolean {
  const clean = sanitizeHtml(html);
  if (/<(img|video|iframe|picture|svg)\b/i.test(clean)) return false;
  return clean.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

/**
 * Rich text from the API, sanitised with the design system's DOMPurify setup (guide §5) before it
 * reaches the DOM: no scripts, event handlers or javascript: URLs survive.
 */
export function Prose({ html, size = 'lg', ...rest }: ProseProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Root $size={size} {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
