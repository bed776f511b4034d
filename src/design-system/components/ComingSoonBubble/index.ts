export { ComingSoonBubble, pointFor, preloadComingSoonBubble, useComingSoonBubble } from './ComingSoonBubble';
export type { ComingSoonBubbleProps, Point, UseComingSoonBubbleOptions } from './ComingSoonBubble';
