import { describe, expect, it } from 'vitest';
import { format } from '@/lib/strings';
import { authStrings } from './strings';

// Guide §2.11: these tests quote the spec's literal strings so they fail when the catalogue drifts.
describe('the login and registration toasts (spec §4, §9)', () => {
  it('are verbatim, with {product} placeholders', () => {
    const a = authStrings.toasts;
    expect(a.welcomeBack).toBe('Welcome Back!');
    expect(format(a.welcomeBackMessage, { username: 'player' })).toContain('player');
    expect(a.welcome).toBe('Welcome!');
    expect(format(a.welcomeMessage, { product: 'Orbital' })).toBe('You are now successfully logged in to your Orbital account.');
    expect(format(a.registered, { product: 'Orbital' })).toBe('Welcome to Orbital!');
    expect(a.registeredMessage).toBe('Registration Completed. Please check your inbox for verification email.');
    expect(a.newTabOpened).toBe('New Tab Opened');
    expect(a.newTabOpenedMessage).toBe('A new tab has been opened for login. Please complete the login process and return to this tab.');
  });
});
