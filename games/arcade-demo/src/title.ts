/**
 * The game's title. This one build is served for every catalogue game that has no build of its own
 * (scripts/lib/generic-game.mjs), at /{slug}/index.html. The handshake tells a game its features, not its
 * title, and the games server does not know the catalogue, so the game names itself after the slug in its
 * URL: 'orbit-defender' → 'Orbit Defender' (the catalogue's slugs are its titles, slugified). Opened at
 * /arcade-demo/index.html, or as a file, it is 'Arcade Demo'.
 */
export function titleFromPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean);
  const slug = segments.length > 1 ? (segments[segments.length - 2] ?? '') : '';
  const words = /^[a-z0-9][a-z0-9-]*$/.test(slug) ? slug.split('-').filter(Boolean) : [];
  if (words.length === 0) return 'Arcade Demo';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
