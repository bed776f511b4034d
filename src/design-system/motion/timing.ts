/**
 * Motion wants easing as four numbers; the tokens hold CSS `cubic-bezier(...)` strings (so plain CSS can
 * use them too). This turns one into the other, falling back to a gentle ease-out.
 */
export function cssEase(value: string): [number, number, number, number] {
  const numbers = /cubic-bezier\(([^)]+)\)/.exec(value)?.[1]?.split(',').map((n) => Number.parseFloat(n));
  if (numbers?.length === 4 && numbers.every((n) => Number.isFinite(n))) return numbers as [number, number, number, number];
  return [0.2, 0, 0, 1];
}

/** Milliseconds (the theme's durations) to motion's seconds. */
export const seconds = (ms: number) => ms / 1000;
