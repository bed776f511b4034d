import { describe, expect, it } from 'vitest';
import { TRUNCATE_DEFAULT, truncate } from './text';

// Spec §9: 'Text truncation default 100 characters (cut at limit minus 4, append ' ...').'
describe('truncate', () => {
  it('defaults to a limit of 100 characters', () => {
    expect(TRUNCATE_DEFAULT).toBe(100);
    const exactly100 = 'a'.repeat(100);
    expect(truncate(exactly100)).toBe(exactly100);
  });

  it('leaves text exactly at the limit untouched', () => {
    expect(truncate('abcdefghij', 10)).toBe('abcdefghij');
  });

  it('cuts text one over the limit at limit minus 4 and appends " ..."', () => {
    const result = truncate('a'.repeat(101));
    expect(result).toBe(`${'a'.repeat(96)} ...`);
    expect(result).toHaveLength(100);
    expect(truncate('abcdefghijk', 10)).toBe('abcdef ...');
  });

  it('keeps short and empty text as it is', () => {
    expect(truncate('Starfall Arena')).toBe('Starfall Arena');
    expect(truncate('')).toBe('');
  });

  it('applies the card excerpt limit of 80 characters', () => {
    const excerpt = 'x'.repeat(81);
    expect(truncate(excerpt, 80)).toBe(`${'x'.repeat(76)} ...`);
    expect(truncate('x'.repeat(80), 80)).toBe('x'.repeat(80));
  });

  it('applies the slider title limit of 40 characters', () => {
    expect(truncate('Starfall Arena: The Ultimate Browser VR Experience', 40)).toBe('Starfall Arena: The Ultimate Browser ...');
  });

  it('counts an emoji as one character and never splits it', () => {
    expect(truncate('🚀🚀🚀🚀🚀', 5)).toBe('🚀🚀🚀🚀🚀');
    expect(truncate('🚀🚀🚀🚀🚀🚀', 5)).toBe('🚀 ...');
    expect(truncate('😀'.repeat(101))).toBe(`${'😀'.repeat(96)} ...`);
  });

  it('with a limit below 4 returns only the marker', () => {
    expect(truncate('abcdef', 3)).toBe(' ...');
  });
});
