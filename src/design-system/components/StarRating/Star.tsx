import styled from 'styled-components';
import { Icon, type IconSize } from '../../icons';

// The star glyph spans x 3.4..20.6 of its 24-unit box: partial fills are mapped onto that span
// so that 4.3 looks like 30 % of a star, not 30 % of the empty box around it.
const GLYPH_START = 3.4 / 24;
const GLYPH_SPAN = 17.2 / 24;

const Wrap = styled.span`
  position: relative;
  display: inline-grid;
  flex: none;
`;

const Empty = styled.span`
  display: inline-grid;
  color: ${({ theme }) => theme.color.textMuted};

  /* A dim body under the outline, so a partial fill reads as part of one star. */
  svg {
    fill: ${({ theme }) => theme.color.border};
  }
`;

const Fill = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  display: inline-grid;
  overflow: hidden;
  color: ${({ theme }) => theme.color.premium};
  filter: drop-shadow(0 0 6px rgba(245, 197, 66, 0.45));

  /* Clip the star, do not shrink it (global styles cap svg at 100 % of its box). */
  svg {
    max-width: none;
  }
`;

/** One star, filled by `fraction` (0..1). Decorative: the rating's text lives on its container. */
export function Star({ fraction, size }: { fraction: number; size: IconSize }) {
  const clamped = Math.min(1, Math.max(0, fraction));
  const width = clamped >= 1 ? 100 : clamped <= 0 ? 0 : (GLYPH_START + clamped * GLYPH_SPAN) * 100;
  return (
    <Wrap aria-hidden="true" data-fill={clamped}>
      <Empty>
        <Icon name="star" size={size} tone="inherit" />
      </Empty>
      {width > 0 && (
        <Fill style={{ width: `${width}%` }}>
          <Icon name="star" size={size} tone="inherit" fill="currentColor" />
        </Fill>
      )}
    </Wrap>
  );
}
