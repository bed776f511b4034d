import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthModal, getAuthModalState, openAuthModal, subscribeAuthModal, switchAuthPane } from './authModal';

afterEach(() => closeAuthModal());

describe('auth modal store', () => {
  it('opens on a pane, switches panes and closes, notifying subscribers each time', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeAuthModal(listener);
    openAuthModal('register');
    expect(getAuthModalState()).toMatchObject({ open: true, pane: 'register' });
    switchAuthPane('login');
    expect(getAuthModalState()).toMatchObject({ open: true, pane: 'login' });
    closeAuthModal();
    expect(getAuthModalState().open).toBe(false);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('carries the reset link and the redirect target', () => {
    openAuthModal('reset', { reset: { email: 'a@b.c', token: 't' }, redirectTo: '/market' });
    expect(getAuthModalState()).toMatchObject({ pane: 'reset', reset: { email: 'a@b.c', token: 't' }, redirectTo: '/market' });
  });
});
