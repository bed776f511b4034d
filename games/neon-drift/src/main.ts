// Neon Drift's entry: wires the simulation (game.ts), the renderer, input, sound, the DOM menus and the
// Orbital SDK (orbital.ts) together, and runs the loop — the simulation at a fixed 120 Hz, drawing at the
// display's rate.
import { playEvents, countdownBeep, setDrift, setMuted, unlockAudio } from './audio';
import { isDrifting, newRound, slip, step, type GameEvent, type RoundState } from './game';
import { attachInput, hasTouch, pollMenuActions, readControls, type MenuAction } from './input';
import { connect, type BoardView, type SaveData } from './orbital';
import { createRenderer } from './render';
import { DEFAULT_TRACK, trackById, TRACKS } from './track';
import * as ui from './ui';

const STEP = 1 / 120;
const params = new URLSearchParams(location.search);
// `orbital_round=<seconds>` (forwarded by the game page from its own URL): a shorter round for demos and
// tests. Anything else, or nothing, is the normal 45 s round.
const roundParam = Number(params.get('orbital_round'));
const ROUND_SECONDS = Number.isFinite(roundParam) && roundParam >= 3 && roundParam <= 60 ? roundParam : undefined;
// A friend's challenge link carries the track (`game.inviteLink({ track })` → `orbital_track`).
const challengedTrack = trackById(params.get('orbital_track'))?.id;

async function main() {
  const renderer = createRenderer(ui.$<HTMLCanvasElement>('stage'));
  addEventListener('resize', () => renderer.resize());

  const sdk = await connect();
  sdk.loading(0.25);
  const [alias0, settings, save0] = await Promise.all([sdk.alias(), sdk.settings(), sdk.loadSave()]);
  let alias = alias0;
  // A friend's challenge opens its track even before the player has unlocked it.
  let save: SaveData & Record<string, unknown> = challengedTrack && !save0.unlocked.includes(challengedTrack) ? { ...save0, unlocked: [...save0.unlocked, challengedTrack] } : save0;
  sdk.loading(0.75);

  const systemReduce = matchMedia('(prefers-reduced-motion: reduce)');
  const applySettings = (s: { muteAudio: boolean; reducedMotion: boolean }) => {
    setMuted(s.muteAudio);
    renderer.reducedMotion = s.reducedMotion || systemReduce.matches;
  };
  applySettings(settings);
  sdk.onSettings(applySettings);

  let trackId = challengedTrack ?? (save.unlocked.includes(save.track) ? save.track : DEFAULT_TRACK);
  let state: RoundState = newRound(trackById(trackId)!, ROUND_SECONDS);
  let mode: 'menu' | 'racing' | 'paused' | 'results' = 'menu';
  let pausedByPage = false;
  let boardView: BoardView = 'global';
  let firstGateUnlocked = save.firstGate === true;

  // --- menus ---------------------------------------------------------------------------------------
  const refreshMenu = () => {
    ui.setPlayer(alias);
    ui.setBests(save);
    ui.renderTracks(save, trackId, (id) => {
      trackId = id;
      state = newRound(trackById(id)!, ROUND_SECONDS);
      refreshMenu();
      (ui.$('track-list').querySelector('[aria-pressed="true"]') as HTMLElement | null)?.focus();
    });
  };
  refreshMenu();
  sdk.onUserChanged(async (next) => {
    alias = next;
    save = await sdk.loadSave();
    refreshMenu();
  });

  /** A new round; `restart`: from the pause menu, within the play session already started. */
  const startRace = (restart = false) => {
    unlockAudio();
    state = newRound(trackById(trackId)!, ROUND_SECONDS);
    mode = 'racing';
    ui.showScreen(null);
    ui.$('touch').hidden = !hasTouch();
    ui.announce(`${state.track.def.name}: ready`);
    // The page records a play session from here to `end` (and would show its overlay on an `end`, so a
    // restart mid-round keeps the session going).
    if (!restart) void sdk.startSession();
  };

  const pause = (byPage = false) => {
    if (mode !== 'racing') return;
    mode = 'paused';
    pausedByPage = byPage;
    ui.showScreen('pause');
  };
  const resume = () => {
    if (mode !== 'paused') return;
    mode = 'racing';
    ui.showScreen(null);
  };
  const quit = () => {
    // Leaving mid-round ends the play session too.
    if (mode === 'racing' || mode === 'paused') void sdk.endSession();
    mode = 'menu';
    state = newRound(trackById(trackId)!, ROUND_SECONDS);
    refreshMenu();
    ui.showScreen('menu');
  };

  const loadBoard = async () => {
    ui.$('view-global').setAttribute('aria-pressed', String(boardView === 'global'));
    ui.$('view-friends').setAttribute('aria-pressed', String(boardView === 'friends'));
    ui.renderBoard('loading', alias);
    ui.renderBoard(await sdk.board(boardView), alias, boardView);
  };

  const challenge = async (shareId: string) => {
    try {
      const url = await sdk.invite(trackId);
      let copied = false;
      try {
        await navigator.clipboard.writeText(url);
        copied = true;
      } catch {
        // The clipboard may be refused (a sandboxed frame, no permission): show the link instead.
      }
      ui.showShare(shareId, url, copied);
    } catch {
      ui.$(shareId).textContent = 'The challenge link could not be made. Try again.';
    }
  };

  // --- the end of a round ----------------------------------------------------------------------------
  const endRound = async () => {
    mode = 'results';
    ui.$('touch').hidden = true;
    const score = state.score;
    const isBest = score > save.bestScore;
    const lapBest = state.bestLap !== null && (save.bestLap === null || state.bestLap < save.bestLap);
    const unlocks = state.laps > 0 ? TRACKS[TRACKS.findIndex((t) => t.id === trackId) + 1] : undefined;
    const newlyUnlocked = unlocks && !save.unlocked.includes(unlocks.id) ? unlocks : undefined;

    ui.$('results-title').textContent = 'Round over';
    ui.$('final-score').textContent = score.toLocaleString('en');
    const details = [`${state.laps} lap${state.laps === 1 ? '' : 's'}`, `best lap ${ui.formatLap(state.bestLap)}`, `best drift ${state.bestDrift.toLocaleString('en')}`];
    if (isBest) details.unshift('★ New personal best!');
    if (newlyUnlocked) details.push(`Unlocked: ${newlyUnlocked.name}`);
    ui.$('final-details').textContent = details.join(' · ');
    ui.$('post-status').textContent = 'Posting your score…';
    ui.$('share').textContent = '';
    ui.showScreen('results', 'again');
    ui.announce(`Round over. Score ${score}.${isBest ? ' New personal best!' : ''}`);

    // Post the score, then end the session (the page shows its overlay; it queues the two in order).
    const posting = sdk.postScore(score);
    void sdk.endSession();
    if (isBest) void sdk.happytime();

    save = {
      ...save,
      track: trackId,
      bestScore: Math.max(save.bestScore, score),
      bestLap: lapBest ? state.bestLap : save.bestLap,
      unlocked: newlyUnlocked ? [...save.unlocked, newlyUnlocked.id] : save.unlocked,
    } satisfies SaveData;
    void sdk.writeSave(save);

    const posted = await posting;
    ui.$('post-status').textContent =
      posted.status === 'posted'
        ? `Score posted: rank #${posted.rank}${posted.best ? ' (your best)' : ''}`
        : posted.status === 'login'
          ? 'Log in to save your score'
          : `Your score could not be posted: ${posted.message}`;
    await loadBoard();
  };

  const onEvents = (events: GameEvent[], now: number) => {
    renderer.react(events, state);
    playEvents(events);
    for (const event of events) {
      if (event.type === 'go') ui.announce('Go!');
      else if (event.type === 'drift-lost') ui.showDriftLost(now);
      else if (event.type === 'checkpoint' && !firstGateUnlocked) {
        // The first milestone: the first gate ever passed. The page shows the achievement toast.
        firstGateUnlocked = true;
        save = { ...save, firstGate: true };
        void sdk.unlockFirstGate();
      } else if (event.type === 'lap') {
        ui.announce(`Lap ${event.lap}: ${event.time.toFixed(2)} seconds${event.best ? ', best lap' : ''}`);
      } else if (event.type === 'finished') void endRound();
    }
  };

  // --- wiring --------------------------------------------------------------------------------------
  const onAction = (action: MenuAction) => {
    if (action === 'pause') {
      if (mode === 'racing') pause();
      else if (mode === 'paused') resume();
      else if (mode === 'results') quit();
      return;
    }
    if (action === 'back') {
      if (mode === 'paused') resume();
      else if (mode === 'results') quit();
      return;
    }
    ui.moveFocus(action);
  };
  attachInput(ui.$('touch'), onAction);
  ui.$('start').addEventListener('click', () => startRace());
  // 'Play again': a natural pause between two rounds, where the page may show a midgame ad first.
  ui.$('again').addEventListener('click', async () => {
    const again = ui.$<HTMLButtonElement>('again');
    again.disabled = true;
    await sdk.midgameBreak();
    again.disabled = false;
    if (mode === 'results') startRace();
  });
  ui.$('resume').addEventListener('click', resume);
  ui.$('restart').addEventListener('click', () => startRace(true));
  ui.$('quit').addEventListener('click', quit);
  ui.$('to-menu').addEventListener('click', quit);
  ui.$('pause-button').addEventListener('click', () => pause());
  ui.$('menu-challenge').addEventListener('click', () => void challenge('menu-share'));
  ui.$('challenge').addEventListener('click', () => void challenge('share'));
  ui.$('menu-board').addEventListener('click', () => {
    // The leaderboard lives on the results screen; from the menu, open it with no round result.
    mode = 'results';
    ui.$('results-title').textContent = 'Your best';
    ui.$('final-score').textContent = save.bestScore.toLocaleString('en');
    ui.$('final-details').textContent = `Best lap ${ui.formatLap(save.bestLap)}`;
    ui.$('post-status').textContent = '';
    ui.$('share').textContent = '';
    ui.showScreen('results', 'view-global');
    void loadBoard();
  });
  for (const view of ['global', 'friends'] as const) {
    ui.$(`view-${view}`).addEventListener('click', () => {
      boardView = view;
      void loadBoard();
    });
  }
  // The page pauses the game when an overlay or dialog covers it, an ad break shows its ad, or the tab is
  // hidden; on its own, the game pauses when hidden too. (A paused race is silent: the drift hiss follows
  // the race, and the loop stops the clock.)
  sdk.onPause(() => pause(true));
  sdk.onResume(() => {
    if (pausedByPage) resume();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) pause(true);
  });

  // --- the loop ------------------------------------------------------------------------------------
  let previous = performance.now();
  let accumulator = 0;
  let lastCount = 0;
  let drawn = false;
  const frame = (now: number) => {
    const dt = Math.min(0.1, (now - previous) / 1000); // a long gap (a hidden tab) is not a huge step
    previous = now;
    for (const action of pollMenuActions(now)) {
      if (mode === 'racing' && action !== 'pause') continue; // A and B drive while racing
      onAction(action);
    }
    if (mode === 'racing') {
      accumulator += dt;
      const controls = readControls(dt);
      // Fixed steps; the round's end (onEvents → endRound) leaves the phase 'finished', and step() then
      // does nothing more.
      while (accumulator >= STEP) {
        accumulator -= STEP;
        onEvents(step(state, controls, STEP), now);
      }
      const count = Math.ceil(state.countdown);
      if (state.phase === 'countdown' && count !== lastCount) countdownBeep(false);
      lastCount = count;
      setDrift(isDrifting(state) ? Math.min(1, Math.abs(slip(state.car).sideways) / 300) : 0);
    } else {
      accumulator = 0;
      setDrift(0);
    }
    ui.updateHud(state, now);
    renderer.draw(state, mode === 'paused' ? 0 : dt);
    // The bench times the first frame from this mark (a budget of 2 s from the frame's load).
    if (!drawn) {
      drawn = true;
      performance.mark('first-frame');
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  sdk.loaded();
  ui.showScreen('menu', 'start');
  if (challengedTrack) ui.$('menu-share').textContent = `You were challenged on ${trackById(challengedTrack)!.name}: beat their score!`;
}

void main();
