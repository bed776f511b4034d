import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, defaultDescription, pageTitle, setDocumentMeta } from './title';

afterEach(() => {
  document.head.querySelectorAll('meta[name="description"]').forEach((m) => m.remove());
  document.title = '';
});

// Spec §9: 'Page title format '{title} - {site}'; default title and description set when none.'
// Decision 1: page titles read '{title} - Orbital'.
describe('pageTitle', () => {
  it("reads '{title} - Orbital'", () => {
    expect(pageTitle('Starfall Arena')).toBe('Starfall Arena - Orbital');
    expect(pageTitle('Tag: VR')).toBe('Tag: VR - Orbital');
  });

  it('is just the site name without a title', () => {
    expect(pageTitle()).toBe('Orbital');
    expect(pageTitle('')).toBe('Orbital');
    expect(pageTitle('   ')).toBe('Orbital');
  });

  it("takes another site name: '{title} - {site}'", () => {
    expect(pageTitle('Blog', 'Nebula')).toBe('Blog - Nebula');
  });
});

describe('default description (Decision 14)', () => {
  it('is one sentence naming free hosting, server-side game features, monetization and 300,000 players a month', () => {
    expect(DEFAULT_DESCRIPTION).toBe(
      'Orbital is the home of browser VR games with no download: developers get free hosting, server-side game features and monetization, and reach more than 300,000 players per month.',
    );
    expect(DEFAULT_DESCRIPTION.match(/\./g)).toHaveLength(1);
    expect(defaultDescription('Nebula')).toMatch(/^Nebula is the home/);
  });
});

describe('setDocumentMeta', () => {
  it('sets the title and creates the meta description when missing', () => {
    setDocumentMeta({ title: 'Blog', description: 'News from the arcade.' });
    expect(document.title).toBe('Blog - Orbital');
    const metas = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.content).toBe('News from the arcade.');
  });

  it('updates the existing meta description instead of adding another', () => {
    setDocumentMeta({ title: 'One', description: 'First.' });
    setDocumentMeta({ title: 'Two', description: 'Second.' });
    const metas = document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
    expect(metas).toHaveLength(1);
    expect(metas[0]?.content).toBe('Second.');
  });

  it('falls back to the default title and description when none are given', () => {
    setDocumentMeta({ title: 'Blog', description: 'x' });
    setDocumentMeta();
    expect(document.title).toBe('Orbital');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(DEFAULT_DESCRIPTION);
  });
});
