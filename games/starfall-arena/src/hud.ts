// The DOM side of the game: the top bar (player, time, score, combo, best), the menu (start and results),
// the leaderboard and shop panels, the crosshair and the hit flash. Plain buttons, so every menu works with
// the keyboard (Tab/Enter) and screen readers; numbers are written only when they change.
import type { CatalogItem } from '@orbital/sdk';
import type { Board } from './orbital';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

export const el = {
  player: $('player'),
  time: $('time'),
  score: $('score'),
  combo: $('combo'),
  best: $('best'),
  menu: $('menu'),
  title: $('menu-title'),
  text: $('menu-text'),
  status: $('status'),
  play: $<HTMLButtonElement>('play'),
  enterVr: $<HTMLButtonElement>('enter-vr'),
  extraTime: $<HTMLButtonElement>('extra-time'),
  openBoard: $<HTMLButtonElement>('open-board'),
  openShop: $<HTMLButtonElement>('open-shop'),
  challenge: $<HTMLButtonElement>('challenge'),
  invite: $<HTMLInputElement>('invite'),
  board: $('board'),
  boardGlobal: $<HTMLButtonElement>('board-global'),
  boardFriends: $<HTMLButtonElement>('board-friends'),
  boardList: $('board-list'),
  boardRank: $('board-rank'),
  shop: $('shop'),
  shopList: $('shop-list'),
  crosshair: $('crosshair'),
  flash: $('flash'),
};

/** The issue's exact words for a player without an account. */
export const VISITOR_LABEL = 'Playing as visitor';

export function showPlayer(alias: string | null): void {
  el.player.textContent = alias ? `Playing as ${alias}` : VISITOR_LABEL;
}

const shown = { time: -1, score: -1, combo: -1, best: -1 };
/** Writes the bar's numbers when they changed (called every frame). */
export function showRound(left: number, score: number, combo: number, best: number): void {
  const time = Math.ceil(left);
  if (time !== shown.time) el.time.textContent = String((shown.time = time));
  if (score !== shown.score) el.score.textContent = String((shown.score = score));
  if (combo !== shown.combo) el.combo.textContent = `×${(shown.combo = combo)}`;
  if (best !== shown.best) el.best.textContent = String((shown.best = best));
}

export function say(message: string): void {
  el.status.textContent = message;
}

export function showMenu(title: string, text: string): void {
  el.title.textContent = title;
  el.text.textContent = text;
  el.menu.hidden = false;
  el.crosshair.hidden = true;
  el.play.textContent = 'Play again';
  focusIfPlaying(el.play);
}

/**
 * Moves the focus to `target` only while the game's document has it: in Orbital's frame the player may be
 * typing in the page around the game (a review, the search) when the game loads, and a frame that took the
 * focus then would swallow their keys.
 */
export function focusIfPlaying(target: HTMLElement): void {
  if (document.hasFocus()) target.focus({ preventScroll: true });
}

export function hideMenu(): void {
  el.menu.hidden = true;
  say('');
}

export function moveCrosshair(x: number, y: number, visible: boolean): void {
  el.crosshair.hidden = !visible;
  if (!visible) return;
  el.crosshair.style.left = `${((x + 1) / 2) * 100}%`;
  el.crosshair.style.top = `${((1 - y) / 2) * 100}%`;
}

/** A short flash on a hit — never with reduced motion (no flashing). */
export function flash(reducedMotion: boolean): void {
  if (reducedMotion) return;
  el.flash.style.opacity = '0.18';
  setTimeout(() => (el.flash.style.opacity = '0'), 60);
}

/** Opens one panel (leaderboard or shop) and closes the other; returns whether it is now open. */
export function togglePanel(panel: 'board' | 'shop'): boolean {
  const open = el[panel].hidden === true;
  el.board.hidden = panel === 'board' ? !open : true;
  el.shop.hidden = panel === 'shop' ? !open : true;
  el.openBoard.setAttribute('aria-expanded', String(!el.board.hidden));
  el.openShop.setAttribute('aria-expanded', String(!el.shop.hidden));
  return open;
}

export function showBoard(board: Board, view: 'global' | 'friends', me: string | null): void {
  el.boardGlobal.setAttribute('aria-pressed', String(view === 'global'));
  el.boardFriends.setAttribute('aria-pressed', String(view === 'friends'));
  el.boardList.replaceChildren(
    ...board.top.map((entry) => {
      const row = document.createElement('li');
      // Colour is not the only signal: the player's own row also says "(you)".
      const mine = me !== null && entry.user.alias === me;
      row.className = mine ? 'me' : '';
      row.textContent = `#${entry.rank} ${entry.user.alias}${mine ? ' (you)' : ''}`;
      const score = document.createElement('span');
      score.textContent = String(entry.score);
      row.append(score);
      return row;
    }),
  );
  // An empty list still holds only list items (a bare text node in an <ol> is invalid for screen readers).
  if (board.top.length === 0) el.boardList.replaceChildren(note(view === 'friends' ? 'No friends on the board yet.' : 'No scores yet: be the first.'));
  el.boardRank.textContent = board.mine ? `Your rank: #${board.mine.rank} with ${board.mine.score}` : me ? 'Post a score to get a rank.' : 'Log in to get a rank.';
}

export function showShop(items: CatalogItem[], owned: (slug: string) => boolean, buy: (item: CatalogItem, button: HTMLButtonElement) => void): void {
  el.shopList.replaceChildren(
    ...items.map((item) => {
      const row = document.createElement('li');
      const name = document.createElement('span');
      const sale = item.price_discounted < item.price;
      name.textContent = `${item.name} — ${item.price_discounted === 0 ? 'Free' : `${item.price_discounted} coins`}${sale && item.price_discounted > 0 ? ` (was ${item.price})` : ''}`;
      const button = document.createElement('button');
      button.type = 'button';
      const has = owned(item.slug);
      button.textContent = has ? 'Owned' : item.price_discounted === 0 ? `Claim ${item.name}` : `Buy ${item.name}`;
      button.disabled = has;
      button.addEventListener('click', () => buy(item, button));
      row.append(name, button);
      return row;
    }),
  );
  if (items.length === 0) el.shopList.replaceChildren(note('Nothing on sale right now.'));
}

/** Moves the keyboard focus to the previous (-1) or next (1) button of the menu (gamepad navigation). */
export function moveFocus(step: number): void {
  const buttons = [...el.menu.querySelectorAll<HTMLButtonElement>('button')].filter((b) => !b.disabled && b.offsetParent !== null);
  if (buttons.length === 0) return;
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  buttons[(at + step + buttons.length) % buttons.length]?.focus();
}

/** A list's one item saying why it is empty. */
function note(text: string): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'note';
  item.textContent = text;
  return item;
}
