// Starfall Arena — the wiring: the scene, the pools, the inputs, the HUD and Orbital. Read main.ts first
// (how the game starts), then this file; each module it imports is short and does one thing.
import { Timer } from 'three';
import * as hud from './hud';
import { createInput } from './input';
import { needsLogin, PLASMA_BLADE, type OrbitalLink } from './orbital';
import { extendRound, EXTRA_SECONDS, newRound, roundSeconds, shoot, tick, wantsEmulatedXr, type RoundState } from './round';
import { createArena, createScoreboard, EYE_HEIGHT } from './scene';
import { audio, sounds } from './sound';
import { createTargets } from './targets';

/** Figures the bench and the tests read (renderer.info of the last frame; budgets: ≤100 calls, ≤300k triangles). */
const stats = { calls: 0, triangles: 0, frames: 0, firstFrameMs: 0, drones: 0, mode: 'menu' as 'menu' | 'desktop' | 'vr', xrModes: [] as string[], score: 0, xr: false, shots: 0, hits: 0, target: [0, 0, 0], rounds: 0, posted: false, weapon: 'blaster' };
Reflect.set(window, '__starfallStats', stats);

/**
 * Builds the arena and runs the game. `connecting` is Orbital's link, started by main.ts before this
 * module (and three.js) had arrived. The game says `game.loaded` once it is playable: Orbital has answered,
 * the arena is built and its shaders are compiled; its first frame follows.
 */
export async function startGame(connecting: Promise<OrbitalLink>): Promise<void> {
  // The emulated headset must replace navigator.xr before anything looks at it.
  if (wantsEmulatedXr(location.search)) await installEmulation();

  const canvas = document.getElementById('stage') as HTMLCanvasElement;
  const arena = createArena(canvas);
  const targets = createTargets(arena.scene);
  const scoreboard = createScoreboard(arena.scene);
  const seconds = roundSeconds(location.search);
  let round: RoundState = { ...newRound(seconds), running: false };
  let link: OrbitalLink | null = null;
  let paused = false;
  let xrSession: XRSession | null = null;
  let hitThisVisit = false;
  /** The round's one rewarded extra time was granted (offered again in the next round). */
  let extended = false;
  let shake = 0;
  const reducedMotion = () => !!link?.settings.reducedMotion || matchMedia('(prefers-reduced-motion: reduce)').matches;

  const input = createInput(arena, canvas, (origin, direction) => {
    sounds.shot();
    const hit = targets.fire(origin, direction);
    shoot(round, hit);
    if (hit) {
      sounds.hit();
      hud.flash(reducedMotion());
      if (!reducedMotion()) shake = 0.12; // camera shake: desktop only, never with reduced motion
      if (!hitThisVisit) void link?.firstHit(); // 'First Blood' (the page toasts it once)
      hitThisVisit = true;
    }
    return hit;
  }, { open: () => !hud.el.menu.hidden, move: hud.moveFocus });

  stats.xrModes = input.xrModes;

  // --- the frame loop: no allocation in here (pools in targets.ts, scratch vectors in input.ts) ----------
  const timer = new Timer();
  let drawn = false;
  // The shaders first, without holding the thread (KHR_parallel_shader_compile where there is one). Compiled
  // by the first frame instead, they held the game's thread for 0.6 s on a throttled phone with software
  // rendering, and the page's answers and the game's messages waited behind it.
  await arena.renderer.compileAsync(arena.scene, arena.camera).catch(() => {});
  // Behind the menu (no round, or the page paused it) nothing needs 60 frames a second: the drones drift
  // at a third of the rate, which on a laptop without a GPU (software WebGL) gives back most of a core to
  // the page. A round and a headset get every frame.
  const IDLE_FRAME_MS = 1000 / 20;
  let lastDrawn = -Infinity;
  arena.renderer.setAnimationLoop((time) => {
    const idle = (!round.running || paused) && !arena.renderer.xr.isPresenting;
    if (idle && drawn && time - lastDrawn < IDLE_FRAME_MS - 4) return; // 4 ms: a frame that comes a little early
    lastDrawn = time;
    timer.update(time);
    const dt = Math.min(timer.getDelta(), 0.1); // a stall (tab switch) does not skip the round ahead
    if (!paused) {
      if (tick(round, dt)) void finishRound();
      targets.update(dt, round.elapsed, round.running);
    }
    arena.desktopRig.visible = !arena.renderer.xr.isPresenting;
    if (!arena.renderer.xr.isPresenting) {
      input.update(dt);
      hud.moveCrosshair(input.aim.x, input.aim.y, round.running && !paused);
      shake *= 0.85;
      arena.camera.rotation.set(shake * (Math.random() - 0.5) * 0.2, shake * (Math.random() - 0.5) * 0.2, 0);
    }
    const best = link?.save.best ?? 0;
    hud.showRound(round.left, round.score, round.combo, best);
    scoreboard.board.visible = arena.renderer.xr.isPresenting;
    scoreboard.show(round.running ? `${Math.ceil(round.left)} s · ${round.score} · ×${round.combo}` : `Best ${best}`);
    arena.renderer.render(arena.scene, arena.camera);
    // The bench times the first frame from this mark (a budget of 2 s from the frame's load).
    if (!drawn) {
      drawn = true;
      performance.mark('first-frame');
    }
    const info = arena.renderer.info.render;
    stats.calls = info.calls;
    stats.triangles = info.triangles;
    stats.drones = targets.flying;
    stats.score = round.score;
    stats.shots = round.shots;
    stats.hits = round.hits;
    targets.firstPosition(stats.target); // where a test aims the emulated controller
    if (stats.frames++ === 0) stats.firstFrameMs = Math.round(performance.now());
  });

  // --- rounds ------------------------------------------------------------------------------------------
  /** Plays the current round on: the drones' arc for the mode, the trigger, the session. */
  const play = (mode: 'desktop' | 'vr') => {
    paused = false;
    stats.mode = mode;
    // Drones stay within view: the screen's horizontal field of view, or a 140° arc in a headset.
    const fov = 2 * Math.atan(Math.tan((arena.camera.fov * Math.PI) / 360) * arena.camera.aspect);
    targets.arc = mode === 'vr' ? (Math.PI * 7) / 9 : fov * 0.8;
    input.enabled = true;
    hud.el.extraTime.hidden = true;
    hud.hideMenu();
    if (mode === 'desktop') {
      link?.startDesktop();
      canvas.focus();
    }
  };
  const startRound = (mode: 'desktop' | 'vr') => {
    targets.clear();
    round = newRound(seconds);
    extended = false;
    stats.posted = false;
    play(mode);
  };

  async function finishRound(): Promise<void> {
    input.enabled = false;
    sounds.end();
    stats.rounds += 1;
    const score = round.score;
    const accuracy = round.shots ? Math.round((round.hits / round.shots) * 100) : 0;
    const result = link ? await link.finishRound(score) : { best: false, posted: false, rank: null, loginNeeded: false };
    stats.posted = result.posted;
    // Leaving VR (or ending the desktop session) lets the page show its overlay after the round.
    if (xrSession) await xrSession.end().catch(() => {});
    else link?.endDesktop();
    stats.mode = 'menu';
    const posted = result.posted ? ` Posted to the leaderboard${result.rank ? ` (rank #${result.rank})` : ''}.` : result.loginNeeded ? ' Log in to post your score to the leaderboard.' : '';
    hud.showMenu(result.best ? 'New personal best!' : 'Round over', `You scored ${score} with ${round.hits} hit${round.hits === 1 ? '' : 's'} (${accuracy}% accuracy).${posted}`);
    // Once a round: 15 more seconds for a rewarded ad (the button's handler, below).
    hud.el.extraTime.hidden = extended;
  }

  // --- VR -------------------------------------------------------------------------------------------------
  // 'Enter VR' shows once the browser says it can. Not awaited: the answer can take longer than the arena's
  // start (0.4 s on a throttled phone), and Play does not need it.
  const offerVr = async (xr: XRSystem) => {
    if (!(await xr.isSessionSupported('immersive-vr').catch(() => false))) return;
    hud.el.enterVr.hidden = false;
    hud.el.enterVr.addEventListener('click', async () => {
      try {
        const session = await xr.requestSession('immersive-vr', { optionalFeatures: ['local-floor', 'hand-tracking'] });
        await arena.renderer.xr.setSession(session);
        xrSession = session;
        stats.xr = true;
        link?.trackXr(session); // xr-session-start, visibility, end; a login prompt ends the session first
        session.addEventListener('visibilitychange', () => (paused = session.visibilityState === 'hidden'));
        session.addEventListener('end', () => {
          xrSession = null;
          stats.xr = false;
          arena.camera.position.set(0, EYE_HEIGHT, 0);
          if (round.running) {
            // Left VR mid-round (headset off, or the page's login prompt): stop the round.
            round.running = input.enabled = false;
            stats.mode = 'menu';
            hud.showMenu('Round stopped', 'You left VR before the end of the round.');
          }
        });
        startRound('vr');
      } catch (error) {
        hud.say(`Could not enter VR: ${(error as Error).message}`);
      }
    });
  };
  if (navigator.xr) void offerVr(navigator.xr);

  // Play and Enter VR come disabled in the HTML (the engine may still be downloading): playable once
  // Orbital has answered, below (a round must be reported as a session).
  hud.el.play.addEventListener('click', () => startRound('desktop'));

  // --- Orbital ---------------------------------------------------------------------------------------------
  link = await connecting;
  const orbital = link;
  hud.showPlayer(orbital.alias);
  hud.el.play.disabled = hud.el.enterVr.disabled = false;
  hud.focusIfPlaying(hud.el.play);
  audio.muted = orbital.settings.muteAudio;
  const equip = () => {
    arena.setWeapon(orbital.save.weapon);
    targets.setWeapon(orbital.save.weapon);
    stats.weapon = orbital.save.weapon;
  };
  equip();
  orbital.sdk.on('settings.changed', (settings) => (audio.muted = settings.muteAudio));
  orbital.sdk.on('user.changed', (user) => {
    hud.showPlayer(user.loggedIn ? user.alias : null);
    void orbital.loadSave().then(equip);
  });
  // The page pauses the game under its dialogs and overlay, and while an ad break shows its ad: stop the
  // clock and the trigger (the sounds are the shots' and hits', so they stop with it).
  orbital.sdk.on('pause', () => {
    paused = true;
    input.enabled = false;
  });
  orbital.sdk.on('resume', () => {
    paused = false;
    input.enabled = round.running;
  });

  // A rewarded ad for 15 more seconds of the round that just ended. The break is asked for in the click
  // handler itself (the player's action); the page pauses and resumes the game around its ad (above).
  // Continued on the screen: the page shows ads on the page, never in a headset (the round left VR).
  hud.el.extraTime.addEventListener('click', async () => {
    hud.el.extraTime.disabled = true;
    const rewarded = await orbital.rewardedBreak();
    hud.el.extraTime.disabled = false;
    if (!rewarded) {
      hud.say('No ad is available right now. Try again later.');
      return;
    }
    extended = true;
    extendRound(round, EXTRA_SECONDS);
    play('desktop');
  });

  let view: 'global' | 'friends' = 'global';
  const loadBoard = async () => {
    try {
      hud.showBoard(await orbital.board(view), view, orbital.alias);
    } catch (error) {
      hud.say(needsLogin(error) ? 'Log in to see the friends leaderboard.' : 'The leaderboard could not be loaded.');
    }
  };
  hud.el.openBoard.addEventListener('click', () => hud.togglePanel('board') && void loadBoard());
  hud.el.boardGlobal.addEventListener('click', () => ((view = 'global'), void loadBoard()));
  hud.el.boardFriends.addEventListener('click', () => ((view = 'friends'), void loadBoard()));

  const loadShop = async () => {
    try {
      const items = await orbital.catalog();
      hud.showShop(items, (slug) => orbital.owned.has(slug), async (item, button) => {
        button.disabled = true;
        try {
          const { balance } = await orbital.buy(item.slug);
          equip();
          hud.say(`${item.name} is yours. Balance: ${balance} coins.${item.slug === PLASMA_BLADE ? ' Your weapon is now the Plasma Blade.' : ''}`);
          void loadShop();
        } catch (error) {
          button.disabled = false;
          const code = (error as { code?: string }).code;
          hud.say(needsLogin(error) ? 'Log in to buy items.' : code === 'insufficient_funds' ? 'Not enough coins.' : 'The purchase failed: try again.');
        }
      });
    } catch {
      hud.say('The shop could not be loaded.');
    }
  };
  hud.el.openShop.addEventListener('click', () => hud.togglePanel('shop') && void loadShop());

  hud.el.challenge.addEventListener('click', async () => {
    // A friend opening the link joins the same room (it comes back as orbital_room).
    const room = new URLSearchParams(location.search).get('orbital_room') ?? Math.random().toString(36).slice(2, 10);
    try {
      const url = await orbital.inviteLink(room);
      hud.el.invite.value = url;
      hud.el.invite.hidden = false;
      try {
        await navigator.clipboard.writeText(url);
        hud.say('Invite link copied: send it to a friend.');
      } catch {
        // The frame may not be allowed the clipboard: select the link so the player can copy it.
        hud.el.invite.select();
        hud.say(document.execCommand('copy') ? 'Invite link copied: send it to a friend.' : 'Copy the invite link below and send it to a friend.');
      }
    } catch {
      hud.say('The invite link could not be made.');
    }
  });

  void orbital.sdk.game.loaded();
}

async function installEmulation(): Promise<void> {
  try {
    const { installEmulatedHeadset } = await import('./xr-emulate');
    await installEmulatedHeadset();
  } catch (error) {
    console.error('Emulated headset unavailable', error);
  }
}
