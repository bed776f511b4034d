import { config } from '@/config';

/**
 * The page's code samples (ours). Plain strings, not catalogue templates: code has braces. The script
 * URL is built from the configured games origin (games.{host}), which serves the script-tag build at
 * /sdk/v1/orbital.js.
 */

/** The frame's permissions and sandbox (docs/security.md › The game frame); a test holds them equal to GameFrame's. */
export const FRAME_ALLOW = 'xr-spatial-tracking; fullscreen; autoplay; gamepad';
export const FRAME_SANDBOX_TOKENS = ['allow-scripts', 'allow-same-origin', 'allow-pointer-lock'] as const;

/** The script-tag file on a games origin. */
export function scriptUrl(gamesOrigin: string = config.gamesOrigin): string {
  return `${gamesOrigin.replace(/\/+$/, '')}/sdk/v1/orbital.js`;
}

export const INSTALL = 'npm install @orbital/sdk';

export const BUNDLER = `import { Orbital } from '@orbital/sdk';

const orbital = await Orbital.init();

orbital.game.loading(0.5); // the page shows a progress bar
// … load your assets …
orbital.game.loaded(); // play starts

const user = await orbital.user.get();
if (user.loggedIn) console.log(\`Hello, \${user.alias}\`);
await orbital.leaderboards.postScore(1200);`;

/** A fast first load, as starfall-arena starts (games/starfall-arena: index.html, src/main.ts, src/game.ts). */
export const FAST_START_HTML = `<link rel="modulepreload" href="./game.js">
<script type="module" src="./main.js"></script>`;

export const FAST_START = `// main.js: small, so it runs while game.js (your engine) is still downloading.
import { Orbital } from '@orbital/sdk';

const connecting = Orbital.init(); // the handshake and the player travel now
const { startGame } = await import('./game.js'); // already on its way: preloaded by the HTML
startGame(await connecting); // build the scene, compile the shaders, then orbital.game.loaded()`;

export function scriptTag(gamesOrigin?: string): string {
  return `<script src="${scriptUrl(gamesOrigin)}"></script>
<script>
  Orbital.init().then(async (orbital) => {
    await orbital.game.loaded();
    const settings = await orbital.settings.get();
    if (settings.muteAudio) muteMyGame();
  });
</script>`;
}

export const EVENTS_SAMPLE = `const stop = orbital.on('pause', () => game.pause());
orbital.on('resume', () => game.resume());
orbital.on('settings.changed', ({ muteAudio }) => game.setMuted(muteAudio));
orbital.on('user.changed', (user) => game.setPlayer(user.loggedIn ? user.alias : null));
// later: stop();`;

export const ADS_SAMPLE = `// pause and resume come as events, for ads as for dialogs: pause the loop and the sound
orbital.on('pause', () => game.pause());
orbital.on('resume', () => game.resume());

// between rounds (never during play); at most one ad every 3 minutes
await orbital.ads.break('midgame');

// a reward the player asked for: call it in their click (or key, or trigger) handler
extraTimeButton.addEventListener('click', async () => {
  const { rewarded } = await orbital.ads.break('rewarded').catch(() => ({ rewarded: false }));
  if (rewarded) game.addSeconds(15);
  else showMessage('No ad available right now.');
});`;

export const ERRORS_SAMPLE = `import { OrbitalError } from '@orbital/sdk';

try {
  await orbital.saves.write(1, JSON.stringify({ level: 3 }));
} catch (error) {
  if (error instanceof OrbitalError && error.code === 'login_required') {
    // the page shows its login prompt
  }
}`;

export const LOCAL_SAMPLE = `const orbital = await Orbital.init({
  timeout: 10000, // per call, ms
  handshakeTimeout: 2000, // before local mode, ms
  local: {
    user: null, // a visitor; omit for a logged-in 'Local Player'
    latency: 150, // ms per answer
    fail: { 'saves.write': 'server' }, // test your error handling
    balance: 500, // coins
  },
});
console.log(orbital.mode); // 'local' outside Orbital, 'portal' inside`;

export const WEBXR_SAMPLE = `const xrSession = await navigator.xr.requestSession('immersive-vr');
const stopTracking = orbital.session.track(xrSession);
// reports xr-session-start, visible / visible-blurred / hidden, and end

// desktop play instead:
await orbital.session.start();
// … the player plays …
await orbital.session.end();`;

