export { Badge, SaleBadge } from './Badge';
export type { BadgeProps, BadgeSize, BadgeTone, BadgeVariant, SaleBadgeProps } from './Badge';
export { formatPercentOff, percentOff } from './saleBadge';
