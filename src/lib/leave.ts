/**
 * Leaves the app for an absolute URL, replacing this history entry (Back returns to the page before);
 * the promise never settles, so whatever shows stays until the page unloads.
 */
export function leaveTo(href: string): Promise<never> {
  window.location.replace(href);
  return new Promise<never>(() => {});
}
