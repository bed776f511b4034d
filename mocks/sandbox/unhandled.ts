/**
 * What the demo's worker does with a request no handler answered: the app's own files (scripts, styles,
 * fonts, images, the HTML) and anything outside the API go to the network untouched and silently; an
 * API call (`/v1/…` on the API's origin) without a handler is a gap in the mock and is warned about.
 */
export type UnhandledVerdict = 'bypass' | 'warn';

export function unhandledVerdict(requestUrl: string, apiBaseUrl: string): UnhandledVerdict {
  let url: URL;
  let api: URL;
  try {
    url = new URL(requestUrl);
    api = new URL(apiBaseUrl);
  } catch {
    return 'bypass';
  }
  if (url.origin !== api.origin) return 'bypass';
  const base = api.pathname.replace(/\/$/, '');
  return url.pathname.startsWith(`${base}/v1/`) ? 'warn' : 'bypass';
}
