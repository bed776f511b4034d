// The early-data script of prerendered routes with parameters (scripts/prerender.mjs, ADR 0012): its
// element names the route pattern (data-route, e.g. /arcade/games/:game) and the API requests of the
// route's loaders with the parameters as {holes} (data-urls, JSON). On a matching address it adds a
// credentialed fetch preload per request, which the app's own request then uses, so the route's data
// arrives while the bundle downloads. A parameter that is not a plain slug preloads nothing (the app
// then asks as usual): the URL is always byte for byte the one the app builds. data-query="none": the
// route's requests depend on the query string, and were recorded without one, so an address with a
// query string preloads nothing.
(() => {
  const script = document.currentScript;
  if (!script) return;
  const names = [];
  const source = String(script.dataset.route).replaceAll(/:(\w+)/g, (_, name) => {
    names.push(name);
    return '([\\w-]+)';
  });
  const match = new RegExp(`^${source}/?$`).exec(location.pathname);
  if (!match || (script.dataset.query === 'none' && location.search.length > 1)) return;
  for (const template of JSON.parse(String(script.dataset.urls))) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    link.href = template.replaceAll(/\{(\w+)\}/g, (_, name) => match[names.indexOf(name) + 1]);
    document.head.append(link);
  }
})();
