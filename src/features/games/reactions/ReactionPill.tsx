import styled from 'styled-components';

/**
 * A reaction toggle: icon and count in a pill, pressed (aria-pressed) when it is the viewer's own. The
 * game's nine reactions and a review's like and dislike share it. Never smaller than the hit minimum
 * (laser pointers).
 */
export const ReactionPill = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  /* A laser-pointer target: never below minHit either way. */
  min-width: ${({ theme }) => theme.size.minHit};
  min-height: ${({ theme }) => theme.size.minHit};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-family: ${({ theme }) => theme.font.display};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms,
    border-color ${({ theme }) => theme.duration.fast}ms,
    transform ${({ theme }) => theme.duration.fast}ms;

  &:hover {
    background: ${({ theme }) => theme.color.surfaceRaised};
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &:active {
    transform: scale(0.95);
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.surfaceStrong};
    border-color: ${({ theme }) => theme.color.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentText};
  }

  ${({ theme }) => theme.mq.reducedMotion} {
    &:active {
      transform: none;
    }
  }
`;
