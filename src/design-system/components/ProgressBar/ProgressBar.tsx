import styled from 'styled-components';

export interface ProgressBarProps {
  /** Progress from 0 to 1 (clamped). */
  value: number;
  /** The accessible name ('Loading Starfall Arena'). */
  label: string;
  /** Shows the label and the percentage above the bar; otherwise they are for assistive tech only. */
  showLabel?: boolean;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  width: 100%;
`;

const Caption = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Track = styled.div`
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.highlight};
  transform-origin: left center;
  transition: transform ${({ theme }) => theme.duration.fast} linear;

  ${({ theme }) => theme.mq.reducedMotion} {
    transition: none;
  }
`;

/** Clamps to 0–1; anything not a finite number counts as 0. */
export function clampProgress(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

/** A determinate progress bar (role=progressbar, 0–100). For unknown durations use Spinner. */
export function ProgressBar({ value, label, showLabel = false }: ProgressBarProps) {
  const percent = Math.round(clampProgress(value) * 100);
  return (
    <Root>
      {showLabel && (
        <Caption aria-hidden="true">
          <span>{label}</span>
          <span>{percent}%</span>
        </Caption>
      )}
      <Track role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={`${percent}%`}>
        <Fill style={{ transform: `scaleX(${percent / 100})` }} />
      </Track>
    </Root>
  );
}
