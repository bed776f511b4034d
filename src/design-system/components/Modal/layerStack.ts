/**
 * Bookkeeping shared by every overlay layer (modals, dialogs, focus traps): which layer is on top, and
 * how many layers hold the page's scroll lock. Only the top layer answers Escape and keeps focus, so a
 * dialog opened over the auth modal does not fight it. Entries remove themselves on close, so nothing
 * leaks between tests.
 */
const stack: { token: symbol; priority: number }[] = [];

/**
 * Adds a layer above every layer of the same or lower priority (the priority is the layer's z-index, so
 * the one drawn on top is the one that listens, even when a parent and child open in the same render).
 */
export function pushLayer(token: symbol, priority = 0): void {
  const index = stack.findIndex((entry) => entry.priority > priority);
  stack.splice(index === -1 ? stack.length : index, 0, { token, priority });
}

export function removeLayer(token: symbol): void {
  const index = stack.findIndex((entry) => entry.token === token);
  if (index !== -1) stack.splice(index, 1);
}

export function isTopLayer(token: symbol): boolean {
  return stack.at(-1)?.token === token;
}

let lockCount = 0;
let savedOverflow = '';
let savedPaddingRight = '';

/** Locks the page's scroll; nested locks are counted and the first one's styles are restored last. */
export function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  if (lockCount === 0) {
    savedOverflow = body.style.overflow;
    savedPaddingRight = body.style.paddingRight;
    // Pad by the scrollbar's width so the page does not jump sideways when the scrollbar disappears.
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    body.style.overflow = 'hidden';
  }
  lockCount += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount === 0) {
      body.style.overflow = savedOverflow;
      body.style.paddingRight = savedPaddingRight;
    }
  };
}
