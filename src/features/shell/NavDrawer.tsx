import { lazyPart, useLazyPart } from '@/design-system/components/LazyPart/lazyPart';

export interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
}

/*
 * The drawer is a chunk of its own (NavDrawerView.tsx), loaded when it first opens and after the first
 * screen (issue 14, ADR 0008); the menu button preloads it on hover and focus (preloadNavDrawer). A press
 * before it has arrived opens the drawer when it does.
 */
const drawerPart = lazyPart(() => import('./NavDrawerView'));

/** Loads the drawer's chunk now (the menu button's intent; tests and stories that need it at once). */
export function preloadNavDrawer(): Promise<unknown> {
  return drawerPart.load();
}

/** The side navigation as a drawer on small screens (NavDrawerView.tsx). */
export function NavDrawer({ open, onClose }: NavDrawerProps) {
  const view = useLazyPart(drawerPart, open);
  return view ? <view.NavDrawerView open={open} onClose={onClose} /> : null;
}
