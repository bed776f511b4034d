/* What the game's frame may do; the page's frame and the one the early-data script starts (earlyFrame.ts) both have it. */

/**
 * Permissions the frame delegates (Decision 3): immersive VR, fullscreen, sound without a tap, gamepads.
 */
export const FRAME_ALLOW = 'xr-spatial-tracking; fullscreen; autoplay; gamepad';

/**
 * The frame's sandbox: what a game needs and nothing more (docs/security.md, guide §5).
 * - allow-scripts: games are JavaScript.
 * - allow-same-origin: the frame keeps its real origin (games.{host}), so its storage, cookies and
 *   IndexedDB work (saves, iwer's emulated headset) and its SDK messages can pass the origin rule
 *   (spec §5) — an opaque "null" origin never could. Safe because the games origin is another host than
 *   the site: the frame still cannot read the page.
 * - allow-pointer-lock: mouse look in desktop play (the Pointer Lock API), as first-person games need.
 * Left out on purpose: allow-top-navigation* (a game must never navigate the page away), allow-popups*
 * (links and purchases go through the SDK and the page), allow-modals (alert/confirm would block the
 * page's own dialogs), allow-forms (games post through fetch, not form submission), allow-downloads,
 * allow-presentation, allow-orientation-lock. Fullscreen, WebXR, gamepads and autoplay are permissions
 * policy (`allow`), not sandbox tokens.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-pointer-lock';
