import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';

export interface CodeBlockProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The code, shown as is (never parsed as HTML). */
  code: string;
  /** The accessible name of the scrollable code region ('Install with npm'). */
  label: string;
  /** The language, shown above the code ('bash', 'js', 'html'); optional. */
  language?: string;
  /** Shows a 'Copy' button that writes the code to the clipboard (default true). */
  copyable?: boolean;
  /** The copy button's text. */
  copyLabel?: string;
  /** Announced (and shown on the button) after a successful copy. */
  copiedLabel?: string;
}

const Figure = styled.figure`
  display: grid;
  margin: 0;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgSunken};
  overflow: hidden;
`;

const Bar = styled.figcaption`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]} ${theme.space[1]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  overflow: auto;
  max-height: 32rem;
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  color: ${({ theme }) => theme.color.text};
  tab-size: 2;
  white-space: pre;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: -2px;
  }
`;

/**
 * A block of code: monospace, scrolls on its own (never widens the page), a keyboard-focusable region
 * named by `label` (so keyboard users can scroll it; axe's scrollable-region-focusable), with an optional
 * 'Copy' button. The code is text, never HTML (Prose is for sanitised HTML).
 */
export function CodeBlock({
  code,
  label,
  language,
  copyable = true,
  copyLabel = 'Copy',
  copiedLabel = 'Copied',
  ...rest
}: CodeBlockProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const canCopy = copyable && typeof navigator !== 'undefined' && !!navigator.clipboard;

  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  };

  return (
    <Figure {...rest}>
      {(language || canCopy) && (
        <Bar>
          <span>{language}</span>
          {canCopy && (
            <Button size="sm" variant="ghost" onClick={copy}>
              {copied ? copiedLabel : copyLabel}
              <span className="orb-visually-hidden"> {label}</span>
            </Button>
          )}
          <span role="status" className="orb-visually-hidden">
            {copied ? copiedLabel : ''}
          </span>
        </Bar>
      )}
      <Pre tabIndex={0} role="region" aria-label={label}>
        <code>{code}</code>
      </Pre>
    </Figure>
  );
}
