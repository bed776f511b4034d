export { Card, CardInnerLink, CardLink } from './Card';
export type { CardElement, CardLinkProps, CardPadding, CardProps, LinkCardProps, StaticCardProps } from './Card';
export { GameCard, GameCardSkeleton, GAME_CARD_EXCERPT_LIMIT, NEW_GAME_VIEWS_THRESHOLD } from './GameCard';
export type { GameCardCategory, GameCardLabels, GameCardProps, GameCardSkeletonProps, HeadingLevel } from './GameCard';
export { CardGrid } from './CardGrid';
export type { CardGridColumns, CardGridDensity, CardGridProps } from './CardGrid';
export { defaultRenderLink } from './renderLink';
export type { LinkRenderProps, RenderLink } from './renderLink';
