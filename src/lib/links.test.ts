import { describe, expect, it } from 'vitest';
import { catalogItemHref, developerHref, gameCategoryHref, gameHref, tagHref } from './links';

describe('page links (spec §2 Routes)', () => {
  it('builds the game, catalog item, tag and developer paths', () => {
    expect(gameHref('starfall-arena')).toBe('/arcade/games/starfall-arena');
    expect(catalogItemHref('starfall-arena', 'plasma-blade')).toBe('/arcade/games/starfall-arena/catalog/plasma-blade');
    expect(tagHref('multiplayer')).toBe('/arcade/games/tag/multiplayer');
    expect(developerHref('orbital-labs')).toBe('/arcade/games/developer/orbital-labs');
  });

  it("filters the index by a card's category as the genre (cat), the way the index reads it", () => {
    expect(gameCategoryHref('action')).toBe('/arcade/games?cat=action');
  });

  it('encodes what it is given', () => {
    expect(gameHref('a/b?c')).toBe('/arcade/games/a%2Fb%3Fc');
    expect(gameCategoryHref('x&y=z')).toBe('/arcade/games?cat=x%26y%3Dz');
  });
});
