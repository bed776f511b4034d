import type { HTMLAttributes } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { EarlyImageSkeleton } from '../Skeleton';
import { Card } from './Card';
import { Body, chipHeight, statsHeight } from './gameCardParts';

/* ---------- skeleton ---------- */

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const bone = css`
  border-radius: ${({ theme }) => theme.radius.sm};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.skeleton} 25%,
    ${({ theme }) => theme.color.skeletonSweep} 50%,
    ${({ theme }) => theme.color.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s linear infinite;
`;

const BoneMedia = styled.div`
  aspect-ratio: 16 / 9;
  ${bone}
  border-radius: 0;
`;

/* Each bone is as tall as the line it stands in for, so swapping in the card does not shift. */
const ChipBone = styled.div`
  ${bone}
  width: 34%;
  height: ${chipHeight};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const TitleBone = styled.div`
  ${bone}
  width: 72%;
  height: calc(${({ theme }) => theme.fontSize.lg} * ${({ theme }) => theme.lineHeight.snug});
`;

const ExcerptBones = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-around;
  font-size: ${({ theme }) => theme.fontSize.sm};
  min-height: calc(2 * ${({ theme }) => theme.lineHeight.normal} * ${({ theme }) => theme.fontSize.sm});
`;

const LineBone = styled.div<{ $w: string }>`
  ${bone}
  width: ${({ $w }) => $w};
  height: 0.8em;
`;

const SkeletonStats = styled.div`
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[3]};
  border-top: 1px solid color-mix(in srgb, ${({ theme }) => theme.color.border} 70%, transparent);
`;

const StatsBone = styled.div`
  ${bone}
  width: 45%;
  height: ${statsHeight};
`;

export interface GameCardSkeletonProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * In a prerendered first screen: where the card's image is in the route's first API answer (a dot
   * path, EarlyImageSkeleton's `from`), so the early-data script shows it before the app; 'lazy' for
   * cards after the first screen's largest image.
   */
  earlyImage?: { from: string; loading?: 'eager' | 'lazy' };
}

/**
 * The card's loading state, the same size as a card with a one-line title. Hidden from assistive
 * tech: the surrounding list announces loading (e.g. `aria-busy` on `CardGrid`).
 */
export function GameCardSkeleton({ earlyImage, ...props }: GameCardSkeletonProps) {
  return (
    <Card as="div" padding="none" aria-hidden="true" data-skeleton="" {...props}>
      {earlyImage ? <EarlyImageSkeleton from={earlyImage.from} loading={earlyImage.loading ?? 'eager'} radius="none" /> : <BoneMedia />}
      <Body>
        <ChipBone />
        <TitleBone />
        <ExcerptBones>
          <LineBone $w="100%" />
          <LineBone $w="64%" />
        </ExcerptBones>
        <SkeletonStats>
          <StatsBone />
        </SkeletonStats>
      </Body>
    </Card>
  );
}
