/*
 * game.inviteLink (issue 12, decision 10): the game page's absolute URL with the game's params, each key
 * prefixed with the frame prefix (`orbital_`), so a friend who opens it lands in the same room (the page
 * forwards `orbital_*` params to the frame).
 *
 * Choice: the page's other query params are kept (e.g. `build`, so the friend plays the same build);
 * every `orbital_*` param already on the page is dropped (a link made from an invited session must not
 * carry the previous room's params next to the new ones), and so is `xr` (`xr=emulate` is this device's
 * emulated headset, not the friend's); the hash is dropped.
 */
export function inviteLinkUrl(pageHref: string, params: Readonly<Record<string, string>>, prefix: string): string {
  const url = new URL(pageHref);
  const kept = [...url.searchParams.entries()].filter(([key]) => !key.startsWith(prefix) && key !== 'xr');
  const query = new URLSearchParams(kept);
  for (const [key, value] of Object.entries(params)) query.append(`${prefix}${key}`, value);
  url.search = query.toString();
  url.hash = '';
  return url.toString();
}
