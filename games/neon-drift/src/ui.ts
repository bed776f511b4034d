// Menus and HUD in the DOM (not on the canvas): real buttons and headings, so screen readers, Tab and
// Enter work as usual, and a gamepad moves the same focus (moveFocus). No framework: a few functions.
import { CHECKPOINTS } from './track';
import { driftMultiplier, isDrifting, liveScore, type RoundState } from './game';
import type { MenuAction } from './input';
import type { Board, BoardView, SaveData } from './orbital';
import { TRACKS } from './track';

export const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

export type ScreenName = 'menu' | 'pause' | 'results';
const SCREENS: ScreenName[] = ['menu', 'pause', 'results'];
let current: ScreenName | null = null;

/** Shows one screen (or none: racing) and moves the focus into it if the game has the focus. */
export function showScreen(name: ScreenName | null, focusId?: string): void {
  current = name;
  for (const s of SCREENS) $(s).hidden = s !== name;
  $('hud').hidden = name === 'menu';
  if (!name) {
    (document.activeElement as HTMLElement | null)?.blur?.();
    return;
  }
  // Only while the game has the focus: in Orbital's frame the player may be typing in the page around it.
  if (document.hasFocus()) ($(focusId ?? '') ?? $(name).querySelector<HTMLElement>('button.primary, button'))?.focus({ preventScroll: true });
}
export const screen = () => current;

/** Gamepad navigation: up/down/left/right move the focus through the screen's buttons, A presses. */
export function moveFocus(action: MenuAction): void {
  if (!current) return;
  const root = $(current);
  const items = [...root.querySelectorAll<HTMLElement>('button:not(:disabled), summary')].filter((el) => el.offsetParent !== null);
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (action === 'accept') {
    (at >= 0 ? items[at]! : items[0]!).click();
    return;
  }
  const delta = action === 'up' || action === 'left' ? -1 : action === 'down' || action === 'right' ? 1 : 0;
  if (delta === 0) return;
  items[(at + delta + items.length) % items.length]!.focus({ focusVisible: true } as FocusOptions);
}

export function setPlayer(alias: string | null): void {
  const el = $('player');
  // The exact string for a visitor.
  if (alias === null) el.textContent = 'Playing as visitor';
  else {
    el.textContent = 'Playing as ';
    const strong = document.createElement('strong');
    strong.textContent = alias;
    el.append(strong);
  }
}

export const formatLap = (seconds: number | null) => (seconds === null ? '—' : `${seconds.toFixed(2)} s`);

export function setBests(save: SaveData): void {
  $('bests').textContent = save.bestScore > 0 || save.bestLap !== null ? `Best score ${save.bestScore.toLocaleString('en')} · best lap ${formatLap(save.bestLap)}` : 'No best score yet: drift to set one.';
}

/** The track picker: the chosen track is pressed (✓ and aria-pressed), a locked one says how to unlock it. */
export function renderTracks(save: SaveData, selected: string, onPick: (id: string) => void): void {
  const list = $('track-list');
  list.replaceChildren(
    ...TRACKS.map((track, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      const locked = !save.unlocked.includes(track.id);
      button.disabled = locked;
      button.setAttribute('aria-pressed', String(track.id === selected));
      button.textContent = locked ? `${track.name} (locked)` : track.name;
      const hint = document.createElement('span');
      hint.className = 'hint';
      hint.textContent = locked ? `Locked: finish a lap of ${TRACKS[i - 1]?.name ?? 'the first track'}` : i === 0 ? 'Wide and fast' : 'Tight, with a hairpin';
      button.append(hint);
      button.addEventListener('click', () => onPick(track.id));
      return button;
    }),
  );
}

// The HUD: text only changes when its value does (no layout work at 60 fps for nothing).
const last: Record<string, string> = {};
function text(id: string, value: string) {
  if (last[id] === value) return;
  last[id] = value;
  $(id).textContent = value;
}

let lostUntil = 0;
export function updateHud(state: RoundState, now: number): void {
  text('hud-time', state.timeLeft.toFixed(1));
  text('hud-score', liveScore(state).toLocaleString('en'));
  text('hud-lap', String(state.laps + 1));
  const gate = state.nextCheckpoint === 0 ? 'Finish' : `${state.nextCheckpoint} / ${CHECKPOINTS - 1}`;
  text('hud-gate', gate);
  const sinceGo = state.roundSeconds - state.timeLeft;
  text('countdown', state.phase === 'countdown' ? String(Math.ceil(state.countdown)) : state.phase === 'racing' && sinceGo < 0.7 ? 'Go!' : '');
  // The drift readout says "Drift" in words: the car's colour change is never the only signal.
  if (now < lostUntil) return;
  $('hud-drift').classList.remove('lost');
  text('hud-drift', isDrifting(state) || state.drift.points > 0 ? `Drift ×${driftMultiplier(state.drift.time)}  +${Math.round(state.drift.points)}` : '');
}

export function showDriftLost(now: number): void {
  lostUntil = now + 900;
  $('hud-drift').classList.add('lost');
  text('hud-drift', 'Drift lost — off the road');
}

export function announce(message: string): void {
  $('announcer').textContent = message;
}

/** The leaderboard: the top 10 (or friends), the player's global rank, their own row marked "(you)". */
export function renderBoard(board: Board | 'loading', alias: string | null, view: BoardView = 'global'): void {
  const list = $('entries');
  const rank = $('my-rank');
  const empty = (message: string) => {
    const li = document.createElement('li');
    li.className = 'empty';
    li.textContent = message;
    list.replaceChildren(li);
  };
  if (board === 'loading') {
    rank.textContent = '';
    return empty('Loading…');
  }
  if (board.status === 'login') {
    rank.textContent = '';
    return empty('Log in to see your friends’ scores.');
  }
  if (board.status === 'error') {
    rank.textContent = '';
    return empty(`The leaderboard could not load: ${board.message}`);
  }
  const { mine } = board;
  rank.textContent = mine === null ? (alias ? 'No rank yet.' : 'Log in to get a rank.') : `Your rank: #${mine.rank} of all players`;
  if (board.entries.length === 0) return empty('No scores yet: be the first.');
  // Outside the top 10, the player's own row follows it, so they always see where they stand.
  const rows = mine && view === 'global' && !board.entries.some((e) => e.rank === mine.rank) ? [...board.entries, mine] : board.entries;
  list.replaceChildren(
    ...rows.map((entry) => {
      const li = document.createElement('li');
      const me = mine !== null ? entry.rank === mine.rank && entry.user.alias === mine.user.alias : alias !== null && entry.user.alias === alias;
      li.classList.toggle('me', me);
      const cells = [`#${entry.rank}`, me ? `${entry.user.alias} (you)` : entry.user.alias, entry.score.toLocaleString('en')];
      li.append(
        ...cells.map((value, i) => {
          const span = document.createElement('span');
          span.className = ['pos', 'who', 'score'][i]!;
          span.textContent = value;
          return span;
        }),
      );
      return li;
    }),
  );
}

/** "Link copied", or the URL itself to copy by hand when the clipboard is refused. */
export function showShare(id: string, url: string, copied: boolean): void {
  $(id).textContent = copied ? 'Link copied' : `Copy this link: ${url}`;
}
