import type { AdSize } from '@/api/schemas/ads';

/** '600x500' → { width: 600, height: 500 }: the slot's reserved box in CSS pixels (spec §3 'Ad'). */
export function adSizeBox(size: AdSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number) as [number, number];
  return { width, height };
}
