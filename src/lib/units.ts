/** Converts a pixel value to viewport width: pixels divided by 10 (spec §9), e.g. 160 → '16vw'. */
export function pxToVw(px: number): string {
  return `${px / 10}vw`;
}
