// Starfall Arena starts in two parts that download side by side (index.html preloads the second):
// - this small entry: the menu's text and Orbital's link. The handshake, the player and their save travel
//   while the engine is still on its way;
// - game.ts: three.js and the arena (most of the game's bytes), started once it is in, with the link.
// A game that awaited Orbital.init() after its engine had loaded would add the page's answers to its load.
import * as hud from './hud';
import { OrbitalLink } from './orbital';
import { buildLabel } from './round';

(document.getElementById('build') as HTMLElement).textContent = buildLabel(location.search);
const connecting = OrbitalLink.connect();

const game = await import('./game').catch((error: unknown) => {
  console.error('Starfall Arena could not load its engine', error);
  hud.say('The game could not be loaded. Check your connection, then reload the page.');
  return null;
});
await game?.startGame(connecting);
