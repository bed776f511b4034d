/** The window event that opens the sandbox panel from outside its root (the demo consent system's settings). */
export const SANDBOX_OPEN_EVENT = 'orbital-sandbox:open';

/** Opens the sandbox panel, if the demo mounted one. */
export function openSandboxPanel(): void {
  window.dispatchEvent(new Event(SANDBOX_OPEN_EVENT));
}
