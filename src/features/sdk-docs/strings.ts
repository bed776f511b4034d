import { defineStrings } from '@/lib/strings';
import { sdkDocsIntroStrings } from './introStrings';

/**
 * The SDK documentation page's strings (engineering guide §2.8): /developers/sdk, issue 12's
 * "Documentation for game developers". The spec quotes none of them: every entry is ours. The method,
 * event and error reference mirrors docs/sdk/protocol.md; reference.ts types it against the protocol's
 * METHODS / EVENTS / ERROR_CODES (packages/sdk/src/protocol.ts) and a unit test holds the keys equal, so
 * the page cannot drift from the protocol. Code samples are built in snippets.ts (not templates: they
 * contain braces).
 */
export const sdkDocsStrings = defineStrings({
  // ours: document title, heading, intro.
  documentTitle: 'Game SDK',
  description: 'The {product} game SDK for browser VR games: quick start, every method, events, local mode, WebXR and the game frame.',
  ...sdkDocsIntroStrings,
  contents: 'Contents',
  copy: 'Copy',
  copied: 'Copied',

  // ours: section headings (the table of contents lists them in this order).
  sections: {
    quickStart: 'Quick start',
    methods: 'Methods',
    events: 'Events',
    errors: 'Error codes',
    adBreaks: 'Ad breaks',
    localMode: 'Local mode',
    webxr: 'WebXR',
    frame: 'The game frame',
    rateLimits: 'Rate limits',
  },

  // ours: quick start.
  bundlerHeading: 'With a bundler',
  bundlerText: 'Install the package and initialise it once, before the game calls anything else.',
  installLabel: 'Install with npm',
  bundlerLabel: 'Initialise with a bundler',
  scriptHeading: 'With a script tag',
  scriptText:
    'Without a bundler, load the script from the games origin (games.{host}; here {origin}). It defines a global Orbital. /sdk/v1/orbital.js is the newest 1.x; /sdk/{version}/orbital.js is a fixed version that never changes.',
  scriptLabel: 'Initialise with a script tag',
  fastStartHeading: 'A fast first load',
  fastStartText:
    'A first visit loads in a chain: the game page, then your HTML, then your scripts. Call Orbital.init() from a small entry module and import your engine dynamically, preloaded by your HTML: the two download side by side, and the page has answered the handshake and sent the player before the engine has arrived. Compile your shaders before the first frame (three.js: renderer.compileAsync), which keeps your thread free for the page\'s answers, and call game.loaded() as soon as the player can play. The {product} page records the time to play from its navigation to game.loaded().',
  fastStartHtmlLabel: 'Preload the engine beside the entry',
  fastStartLabel: 'Connect while the engine downloads',
  fastStartBundler:
    'A bundler names the engine\'s chunk at build time: point the preload at the built file. The sample game Starfall Arena starts this way (games/starfall-arena in the {product} repository, whose build resolves the preload for Vite).',
  protocolPointer: 'The wire protocol behind the library (messages, versions, origin rules) is docs/sdk/protocol.md in the {product} repository.',

  // ours: the methods section.
  methodsText:
    'Every method returns a promise. Integer arguments (page, size, slot, count) that are not positive integers take their defaults: page 1, size 10 (at most 100), slot 1, count 1 (at most 99). Every call can also fail with rate_limited, network, server and timeout.',
  methodsTableLabel: 'Method reference',
  columns: {
    method: 'Method',
    call: 'Library call',
    params: 'Params',
    result: 'Result',
    login: 'Login',
    errors: 'Errors',
    event: 'Event',
    data: 'Data',
    when: 'When',
    code: 'Code',
    meaning: 'Meaning',
  },
  loginYes: 'Required',
  loginNo: 'No',
  none: '—',
  sessionText:
    'session.report: start (desktop) or xr-session-start starts a history session for a logged-in player; visible resumes it; hidden and visible-blurred pause it; end ends it and shows the game overlay.',

  // ours: events.
  eventsText: 'Listen with orbital.on(event, handler); it returns the function that stops listening. Ignore events you do not know: new ones may be added within a version.',
  eventsTableLabel: 'Event reference',
  eventsLabel: 'Listen to events',

  // ours: errors.
  errorsText: 'A failed call rejects with an OrbitalError whose code is one of these.',
  errorsTableLabel: 'Error code reference',
  errorsLabel: 'Handle errors',

  // ours: ad breaks.
  adBreaksText:
    'orbital.ads.break(type) asks the page for an ad: midgame at a natural pause (between rounds or levels), rewarded when the player asked for a reward. If it shows one, the page sends pause, shows its overlay ad until the player can skip it, sends resume, then answers { shown, rewarded }. Grant the reward only when rewarded is true.',
  adBreaksRules:
    'A midgame ad is shown at most once every 3 minutes (after the last ad a break showed); otherwise the answer is { shown: false, rewarded: false } at once, as it is while another break is showing, while the game is in VR, or when no ad could be shown: no ad, no reward. Premium players, games with ads disabled and builds without ads see no ads: a rewarded break answers { shown: false, rewarded: true } at once, the reward without the ad. A rewarded break must come from the player\'s action (their click, key or trigger handler) or the library refuses it with invalid_params. The library ends a tracked XR session before asking, and waits up to 120 s for the answer. In local mode a rewarded break answers { shown: false, rewarded: true }.',
  adBreaksLabel: 'Ad breaks in a game',

  // ours: local mode.
  localText:
    'Opened outside an {product} frame (your own machine), or when no page answers the handshake in time, the library answers from an in-memory mock with the same shapes and logs once that it is in local mode. orbital.mode tells you which mode you are in.',
  localOptionsText:
    'Orbital.init options: timeout per call (default 10000 ms, then timeout), handshakeTimeout before local mode (default 2000 ms), product (the portal’s product id, sent as from and expected back; default \'orbital\'), and local: true to force local mode, or an object to configure it: user (null for a visitor), latency in ms, fail (methods and the error code they fail with), balance (coins), features and settings.',
  localLabel: 'Configure local mode',

  // ours: WebXR.
  webxrText:
    'Hand the XR session to session.track: it reports xr-session-start, its visibility changes and end. While it is tracked, a login_required answer ends the XR session so the player can log in on the page. Desktop play reports session.start() and session.end().',
  webxrLabel: 'Track a WebXR session',

  // ours: the frame.
  frameText: 'Your game runs in a frame on the games origin with these permissions and sandbox tokens, and nothing more.',
  frameAllowHeading: 'Permissions (allow)',
  frameAllowText: 'Immersive VR (xr-spatial-tracking), fullscreen, sound without a tap (autoplay) and gamepads.',
  frameAllowLabel: 'The frame permissions',
  frameSandboxHeading: 'Sandbox',
  frameSandboxLabel: 'The frame sandbox',
  sandboxTokens: {
    'allow-scripts': 'Games are JavaScript.',
    'allow-same-origin': 'The frame keeps its real origin, so its storage, cookies and IndexedDB work and its SDK messages pass the origin rule.',
    'allow-pointer-lock': 'Mouse look in desktop play (Pointer Lock API).',
  },
  frameLeftOut:
    'Left out on purpose: top navigation, popups (links and purchases go through the SDK), modals (alert and confirm), forms, downloads, presentation and orientation lock. Query parameters of the game page that start with orbital_ are forwarded to your game (see game.inviteLink).',

  // ours: rate limits.
  rateText:
    'The page queues requests and sends them on every 100 ms, at most 20 at a time, with room for 256 waiting. A request that arrives when the queue is full is answered rate_limited at once, so its promise settles: wait a moment and try again. Batch your calls rather than sending one per frame.',
});
