import { describe, expect, it, vi } from 'vitest';
import { defineStrings, format } from './strings';

describe('format', () => {
  it('fills {product}, {username} and {title} placeholders', () => {
    expect(format('Welcome to {product}!', { product: 'Orbital' })).toBe('Welcome to Orbital!');
    expect(format('You are now successfully logged in to your {product} account.', { product: 'Orbital' })).toBe(
      'You are now successfully logged in to your Orbital account.',
    );
    expect(format('Tag: {title}', { title: 'VR' })).toBe('Tag: VR');
    expect(format('{username} and {username}', { username: 'player' })).toBe('player and player');
  });

  it('accepts numbers', () => {
    expect(format('Play ({seconds})', { seconds: 5 })).toBe('Play (5)');
  });

  it('leaves a placeholder without a value visible and warns in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const template: string = 'Hello {username}, welcome to {product}';
    expect(format(template, { product: 'Orbital' })).toBe('Hello {username}, welcome to Orbital');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('{username}');
  });

  it('does not read inherited properties as values', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const template: string = '{toString}';
    expect(format(template, {})).toBe('{toString}');
  });

  it('leaves text without placeholders unchanged', () => {
    expect(format("We're currently down for maintenance", {})).toBe("We're currently down for maintenance");
  });
});

describe('defineStrings', () => {
  it('returns the catalogue unchanged', () => {
    const strings = defineStrings({ title: 'All Clear', nested: { body: 'New!' } });
    expect(strings.nested.body).toBe('New!');
  });
});
