import { afterEach, describe, expect, it } from 'vitest';
import { canonicalUrl, DEFAULT_DESCRIPTION, defaultDescription, documentHead, pageTitle, setDocumentMeta, shareableImageUrl } from './title';

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

describe('documentHead (the tags a page gets, also for a prerenderer or an edge function)', () => {
  const nebula = { siteUrl: 'https://nebula.example', productName: 'Nebula' };

  it("takes the configured site: its URL for canonical and images, its name for titles and the card's texts", () => {
    const head = documentHead({ title: 'Starfall Arena', description: ' Dodge. ', image: '/media/hero.jpg', path: '/arcade/games/starfall-arena' }, nebula);
    expect(head).toEqual({
      title: 'Starfall Arena - Nebula',
      description: 'Dodge.',
      canonical: 'https://nebula.example/arcade/games/starfall-arena',
      robots: null,
      og: {
        site_name: 'Nebula',
        type: 'website',
        title: 'Starfall Arena',
        description: 'Dodge.',
        url: 'https://nebula.example/arcade/games/starfall-arena',
        image: 'https://nebula.example/media/hero.jpg',
      },
      twitter: { card: 'summary_large_image' },
    });
  });

  it("falls back to the site's name, description and card", () => {
    const head = documentHead({}, nebula);
    expect(head.title).toBe('Nebula');
    expect(head.og.title).toBe('Nebula');
    expect(head.description).toBe(defaultDescription('Nebula'));
    expect(head.og.image).toBe('https://nebula.example/social-card.png');
    expect(head.canonical).toBe('https://nebula.example/');
  });

  it('canonical URLs leave out the query and the hash', () => {
    expect(canonicalUrl('/arcade/games?cat=action&sort=popular#top', 'https://nebula.example')).toBe('https://nebula.example/arcade/games');
    expect(canonicalUrl('/blog/article/caf%C3%A9', 'https://nebula.example')).toBe('https://nebula.example/blog/article/caf%C3%A9');
  });

  it('offers only images a crawler can fetch', () => {
    expect(shareableImageUrl('https://cdn.example/a.jpg', 'https://nebula.example')).toBe('https://cdn.example/a.jpg');
    expect(shareableImageUrl('/a.jpg', 'https://nebula.example')).toBe('https://nebula.example/a.jpg');
    expect(shareableImageUrl('data:image/svg+xml,%3Csvg%3E', 'https://nebula.example')).toBeNull();
    expect(shareableImageUrl('blob:https://nebula.example/1', 'https://nebula.example')).toBeNull();
    expect(shareableImageUrl('javascript:alert(1)', 'https://nebula.example')).toBeNull();
    expect(shareableImageUrl('  ', 'https://nebula.example')).toBeNull();
    expect(shareableImageUrl(null, 'https://nebula.example')).toBeNull();
  });
});
