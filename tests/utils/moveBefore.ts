import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no Element.moveBefore, which the game page's early frame needs (earlyFrame.ts, and the
 * early-data script starts a frame only where it exists): for the calling suite, insertBefore stands in
 * (it moves a node too; a browser's moveBefore also keeps an iframe's document).
 */
export function withMoveBefore() {
  const original = Object.getOwnPropertyDescriptor(Element.prototype, 'moveBefore');
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'moveBefore', { value: Element.prototype.insertBefore, configurable: true, writable: true });
  });
  afterAll(() => {
    if (original) Object.defineProperty(Element.prototype, 'moveBefore', original);
    else Reflect.deleteProperty(Element.prototype, 'moveBefore');
  });
}
