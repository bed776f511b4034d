export { ComingSoonBubble, pointFor, useComingSoonBubble } from './ComingSoonBubble';
export type { ComingSoonBubbleProps, Point, UseComingSoonBubbleOptions } from './ComingSoonBubble';
