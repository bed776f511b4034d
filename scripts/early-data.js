// The early-data script of prerendered routes (scripts/prerender.mjs, ADR 0012). Its element names the
// route pattern (data-route, e.g. /arcade/games/:game) and the API requests of the route's loaders with the
// parameters as {holes} (data-urls, JSON). On a matching address it starts each request as the app would
// (credentials included, JSON accepted) and leaves it in window.orbitalEarly for the app's API client
// (src/api/earlyResponses.ts), which takes it instead of asking again: the data arrives while the bundle
// downloads. A parameter that is not a plain slug starts nothing (the app then asks as usual), so a URL is
// always byte for byte the one the app builds. data-query="none": the requests depend on the query string
// and were recorded without one, so an address with a query string starts nothing.
// When the first request answers, each <img data-early-image="games.slider.0.hero"> of the prerendered
// skeleton shows the image at that path of the answer's data, with the variants srcset the app's Image
// gives it (data-early-variants; src/design-system/components/Image/imageVariant.ts): the first screen's
// largest image paints without waiting for the app, which then draws the same image in the same box. A
// lazy one (loading="lazy": a list's further cards) fills too, but unless it is on screen nothing waits
// for it. Each element with data-early-text="developer.description" gets the text at that path as its
// text (a developer's name and description: the first screen's largest element can be text).
// data-app (pages with such an image, or whose first screen's content is all in the HTML): the app's entry
// and modulepreloads, which this script requests once that image (or that screen) has painted, so that it
// has the bandwidth first; or at once when there is no image to paint, the answer failed, or after
// APP_WAIT_MS whatever happens. data-relay (the game page): the SDK relay's module, started with the game's
// frame (below).
(() => {
  const script = document.currentScript;
  if (!script) return;
  const root = document.documentElement;
  const APP_WAIT_MS = 1500;
  const PENDING_MS = 20_000;
  const GAME_WAIT_MS = 3000;
  const PRELOADS_PER_TASK = 6;
  // imageVariant's convention: the variant's name before the file's extension.
// eslint-disable-next-line unicorn/consistent-function-scoping -- outside this function is the page's global scope
  const variant = (path, name) => {
    const cut = path.search(/[?#]|$/);
    const slash = path.lastIndexOf('/', cut - 1) + 1;
    const file = path.slice(slash, cut);
    const dot = file.lastIndexOf('.');
    const stem = (dot > 0 ? file.slice(0, dot) : file).replace(/_w_16_9_(?:fhd|hd|sm)$/, '');
    return file ? `${path.slice(0, slash)}${stem}_${name}${dot > 0 ? file.slice(dot) : ''}${path.slice(cut)}` : path;
  };
  const app = script.dataset.app ? JSON.parse(script.dataset.app) : null;
  let started = !app;
  const startApp = () => {
    if (started) return;
    started = true;
    // The entry first: over HTTP/1.1 a browser opens six connections to a host, and the entry, the largest,
    // would otherwise queue behind the preloads.
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = app.entry;
    document.head.append(entry);
    // A few preloads a task: each costs the page's thread a request's set-up, and three dozen at once
    // made one long task (ADR 0008 › Start-up in short tasks).
    const preloads = [...app.preload];
    const next = () => {
      for (const href of preloads.splice(0, PRELOADS_PER_TASK)) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      if (preloads.length > 0) setTimeout(next);
    };
    next();
  };
  // A game page whose game this script started with the SDK relay: the app waits for the game's game.loaded,
  // or its first request that only the page can answer (a player's settings, a save…), at most
  // GAME_WAIT_MS from the frame's start, so that its start-up does not hold up the relay's answers on the
  // page's thread while the game starts; the stage, the header's links and the game work before it.
  let gameWait = null;
  const requestApp = () => (gameWait ? gameWait.then(startApp) : startApp());
  // After the frame that shows what was just drawn (the first rAF runs before it, the second after).
  const startAfterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(requestApp)));
  const earlyData = () => {
    const names = [];
    const source = String(script.dataset.route).replaceAll(/:(\w+)/g, (_, name) => {
      names.push(name);
      return '([\\w-]+)';
    });
    const match = new RegExp(`^${source}/?$`).exec(location.pathname);
    if (!match || (script.dataset.query === 'none' && location.search.length > 1)) return startApp();
    // data-address (src/lib/earlyQuery.ts): requests that read the address's query string, recorded with
    // the value of its `fill` parameter as {?fill}. Filled in only from an address the app would turn into
    // exactly that request: the value as it stands (trimmed, within its lengths), every other parameter
    // at its default; from any other address nothing starts (the app asks itself).
    let urls = JSON.parse(String(script.dataset.urls));
    if (script.dataset.address && location.search.length > 1) {
      const address = JSON.parse(script.dataset.address);
      let value = null;
      for (const [name, given] of new URLSearchParams(location.search)) {
        if (name === address.fill && value === null) value = given;
        else if (!Object.hasOwn(address.same, name) || address.same[name] !== given) return startApp();
      }
      if (value === null || value !== value.trim() || value.length < address.min || value.length > address.max) return startApp();
      // The address's own texts (data-early-text="?query": the heading's) as text, never markup, and its
      // text boxes' values (data-early-value="?query": the form's), once parsed.
      const write = () => {
        for (const element of document.querySelectorAll(`[data-early-text="?${address.fill}"]`)) element.textContent = value;
        for (const input of document.querySelectorAll(`input[data-early-value="?${address.fill}"]`)) input.value = value;
      };
      if (document.readyState === 'loading') document.addEventListener('readystatechange', write, { once: true });
      else write();
      const hole = `{?${address.fill}}`;
      // Encoded as the app's client encodes a query (URLSearchParams).
      const encoded = new URLSearchParams([[address.fill, value]]).toString().slice(address.fill.length + 1);
      urls = address.urls.map((template) => template.replace(hole, encoded));
      root.setAttribute('data-early-address', '');
    }
    const early = (window.orbitalEarly = window.orbitalEarly || {});
// eslint-disable-next-line unicorn/consistent-function-scoping -- outside this function is the page's global scope
    const at = (data, path) => {
      let value = data;
      for (const key of path.split('.')) value = value == null ? value : value[key];
      return value;
    };
    const paint = (data) => {
      // Text as text (never markup); the app then draws the same text in the same place.
      let wrote = false;
      for (const element of document.querySelectorAll('[data-early-text]')) {
        // '?query': the address's, written above.
        if (element.dataset.earlyText.startsWith('?')) continue;
        const value = at(data, element.dataset.earlyText);
        if (typeof value !== 'string') continue;
        // An empty text (an excerpt the game has not written): the app leaves it out.
        if (value === '') element.hidden = true;
        else element.textContent = value;
        wrote = true;
      }
      const painted = [];
      for (const img of document.querySelectorAll('img[data-early-image]')) {
        const value = at(data, img.dataset.earlyImage);
        // A site path, an http(s) URL or an inline image; nothing else becomes a src.
        if (typeof value !== 'string' || !/^(?:https?:\/\/|\/(?![/\\])|data:image\/)/i.test(value)) continue;
        if (img.hasAttribute('data-early-variants') && !value.startsWith('data:')) {
          img.srcset = [['sm', 640], ['hd', 1280], ['fhd', 1920]].map(([name, width]) => `${variant(value, `w_16_9_${name}`)} ${width}w`).join(', ');
        }
        img.src = value;
        // The app waits for those on screen; a lazy one below it loads when scrolled to (never, until then).
        if (img.loading !== 'lazy' || img.getBoundingClientRect().top < innerHeight) painted.push(img.decode());
      }
      // The app once the eager images are on screen (decoded, then the frame that shows them), or once the
      // text is, or now if nothing was painted.
      if (painted.length === 0) return wrote ? startAfterPaint() : requestApp();
      Promise.allSettled(painted).then(startAfterPaint);
    };
    // The game page's frame, in its first screen's slot (data-early-frame: the frame's allow, sandbox and
    // title): the game loads beside the app, which takes the frame over where it is
    // (src/features/games/game-page/earlyFrame.ts). Only where the page's frame is the active build's URL
    // as it stands (an address without a query string, which could choose a build or forward parameters),
    // only while the stage is on screen, and only in a browser that can move a frame without reloading it.
// eslint-disable-next-line unicorn/consistent-function-scoping -- beside the requests it follows, for reading
    const frame = (game) => {
      const slot = document.querySelector('[data-early-frame]');
      if (!slot || location.search.length > 1 || typeof slot.moveBefore !== 'function' || !game || !Array.isArray(game.builds)) return;
      if (slot.getBoundingClientRect().top >= innerHeight) return;
      const build = game.builds.find((candidate) => candidate && candidate.active) || game.builds[game.builds.length - 1];
      const options = JSON.parse(slot.dataset.earlyFrame);
      if (!build || typeof build.url !== 'string') return;
      // The games origin the build names (data-games-origin), or the page's games subdomain, as the app's
      // config has it (src/config/assemble.ts).
      const host = /^\d{1,3}(\.\d{1,3}){3}$/.test(location.hostname) || location.hostname.startsWith('[') ? 'localhost' : location.hostname;
      const origin = script.dataset.gamesOrigin || `${location.protocol}//games.${host}${location.port ? `:${location.port}` : ''}`;
      // The build's path, query and fragment on the games origin, as the page's frameUrl.ts builds it.
      const url = new URL(build.url, `${origin}/`);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      const element = document.createElement('iframe');
      element.setAttribute('allow', options.allow);
      element.setAttribute('sandbox', options.sandbox);
      element.title = options.title.replace('{title}', String(game.title));
      element.dataset.earlyFrame = 'started';
      element.addEventListener('load', () => element.setAttribute('data-early-loaded', ''), { once: true });
      element.src = `${origin}${url.pathname}${url.search}${url.hash}`;
      slot.append(element);
      // The page's SDK relay for a build that speaks the SDK (data-relay: the module
      // src/features/games/sdk/earlyRelay.ts and what it imports, the handshake's product name and the API's
      // sdk.user URL), started here rather than by the app: it answers the game's handshake, its user, a
      // visitor's settings and its loading while the app downloads, and keeps every other request for the
      // page, which takes it over.
      const relay = script.dataset.relay ? JSON.parse(script.dataset.relay) : null;
      if (relay && build.sdk === true && typeof game.slug === 'string') {
        for (const href of relay.files.slice(1)) {
          const link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = href;
          document.head.append(link);
        }
        gameWait = new Promise((release) => {
          setTimeout(release, GAME_WAIT_MS);
          import(relay.files[0])
            .then((module) =>
              module.startEarlyRelay({
                frame: element,
                game: game.slug,
                features: game.features,
                productId: options.product,
                productName: relay.productName,
                userUrl: relay.user.replace('{game}', encodeURIComponent(game.slug)),
                onNeedsPage: release,
              }),
            )
            // Not loaded (offline): the app's relay answers, as before.
            .catch(release);
        });
      }
      // Until the page takes the frame over (its relay answers from then on), each of the game's handshake
      // requests gets the protocol's handshake.pending, so its SDK waits for the relay instead of starting
      // local mode (docs/sdk/protocol.md); for at most PENDING_MS, should the app never come.
      const until = performance.now() + PENDING_MS;
      addEventListener('message', (event) => {
        const request = event.data;
        if (event.source !== element.contentWindow || element.dataset.earlyFrame !== 'started' || performance.now() > until) return;
        if (!request || request.from !== options.product || request.method !== 'handshake') return;
        event.source.postMessage({ from: options.product, v: 1, event: 'handshake.pending' }, event.origin);
      });
    };
    urls.forEach((template, index) => {
      const url = template.replaceAll(/\{(\w+)\}/g, (_, name) => match[names.indexOf(name) + 1]);
      const response = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
      early[url] = { at: performance.now(), response };
      if (index > 0) return;
      response
        .then((answer) => (answer.ok ? answer.clone().json() : null))
        .then((body) => {
          if (!body || !body.data) return startApp();
          const show = () => {
            frame(body.data.game);
            paint(body.data);
          };
          // The skeleton is parsed by then, usually; if not, paint once it is (before the app's scripts run).
          if (document.readyState === 'loading') document.addEventListener('readystatechange', show, { once: true });
          else show();
        })
        .catch(startApp);
    });
  };
  // A first screen whose largest element is in the HTML (data-early-content, nothing early to fill): the
  // app once it has painted.
  const afterParse = () => {
    if (!document.querySelector('img[data-early-image], [data-early-text]')) startAfterPaint();
  };
  // What a first screen drawn for a guest on the bare address must not show (the help centre's guest
  // index): marks on the document, outside the app's tree, which its CSS reads. A session cached in the
  // tab (src/lib/session/cache.ts: the app draws the account from it) and an address with a query string.
  try {
    if (sessionStorage.getItem('orbital.session')) root.setAttribute('data-early-session', '');
  } catch {
    // Blocked storage: the app has no cached session either.
  }
  if (location.search.length > 1) root.setAttribute('data-early-query', '');
  try {
    setTimeout(requestApp, APP_WAIT_MS);
    if (document.readyState === 'loading') document.addEventListener('readystatechange', afterParse, { once: true });
    else afterParse();
    earlyData();
  } catch {
    startApp();
  }
})();
