import { describe, expect, it } from 'vitest';
import { pxToVw } from './units';

// Spec §9: 'Pixel values convert to viewport width by dividing by 10.'
describe('pxToVw', () => {
  it('divides pixels by 10 and appends vw', () => {
    expect(pxToVw(160)).toBe('16vw');
    expect(pxToVw(5)).toBe('0.5vw');
    expect(pxToVw(0)).toBe('0vw');
    expect(pxToVw(-20)).toBe('-2vw');
  });
});
