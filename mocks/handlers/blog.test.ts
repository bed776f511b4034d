import '../../tests/setup/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/api/contract';
import type { BlogIndexQuery } from '../../src/api/schemas';
import { call, rejection } from '../core/testing';
import { db, ensureDatabase } from '../db';
import { setScenarioState } from '../scenarios/state';

const blog = (query: BlogIndexQuery = {}) => call(endpoints['blog.index'], { query });
const article = (slug: string) => call(endpoints['blog.article'], { params: { article: slug } });
const newestFirst = (dates: number[]) => dates.toSorted((a, b) => b - a);

beforeEach(async () => {
  await ensureDatabase();
});

describe('blog.index', () => {
  it('answers a page of 8 articles, newest first', async () => {
    const data = await blog();
    expect(data.pagination).toMatchObject({ per_page: 8, current: 1, from: 1, to: 8, total: db.articles.count() });
    expect(data.pagination.total).toBeGreaterThanOrEqual(30);
    const dates = data.pagination.items.map((a) => Date.parse(a.date.published));
    expect(dates).toEqual(newestFirst(dates));
    expect(data.pagination.items[0]).not.toHaveProperty('content');
    const second = await blog({ page: 2 });
    expect(second.pagination.from).toBe(9);
    expect(Date.parse(second.pagination.items[0]?.date.published ?? '')).toBeLessThanOrEqual(dates.at(-1) ?? 0);
  });

  it('filters by category (cat), author and tag, alone and together', async () => {
    const all = db.articles.findMany();
    const guides = await blog({ cat: 'guides' });
    expect(guides.pagination.total).toBe(all.filter((a) => a.category.slug === 'guides').length);
    expect(guides.pagination.items.every((a) => a.category.slug === 'guides')).toBe(true);

    const author = all.find((a) => a.slug === 'welcome-to-orbital')?.author.username ?? '';
    const byAuthor = await blog({ author: author.toUpperCase() });
    expect(byAuthor.pagination.total).toBe(all.filter((a) => a.author.username === author).length);
    expect(byAuthor.pagination.items.every((a) => a.author.username === author)).toBe(true);

    const sdk = await blog({ tag: 'sdk' });
    expect(sdk.pagination.total).toBe(all.filter((a) => a.tags.some((t) => t.slug === 'sdk')).length);
    expect(sdk.pagination.items.every((a) => a.tags.some((t) => t.slug === 'sdk'))).toBe(true);

    const both = await blog({ cat: 'tech', tag: 'sdk' });
    expect(both.pagination.total).toBe(all.filter((a) => a.category.slug === 'tech' && a.tags.some((t) => t.slug === 'sdk')).length);
    expect(both.pagination.total).toBeGreaterThan(0);
  });

  it('an unknown category matches nothing; a page past the end is empty', async () => {
    expect((await blog({ cat: 'no-such-category' })).pagination).toMatchObject({ total: 0, items: [], last: 1 });
    expect((await blog({ page: 40 })).pagination).toMatchObject({ items: [], current: 40, from: null });
  });

  it('under the empty scenario there are no articles', async () => {
    setScenarioState({ scenario: 'empty' });
    expect((await blog()).pagination).toMatchObject({ total: 0, items: [] });
  });
});

describe('blog.article', () => {
  it('answers welcome-to-orbital with its content and up to 3 related articles of its category', async () => {
    const data = await article('welcome-to-orbital');
    expect(data.article).toMatchObject({ slug: 'welcome-to-orbital', title: 'Welcome to Orbital', category: { slug: 'news' } });
    expect(data.article.content).toContain('Orbital');
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.length).toBeLessThanOrEqual(3);
    expect(data.related.every((a) => a.category.slug === 'news' && a.slug !== 'welcome-to-orbital')).toBe(true);
  });

  it('counts a view on every read', async () => {
    const first = await article('welcome-to-orbital');
    const second = await article('welcome-to-orbital');
    expect(second.article.stats.views).toBe(first.article.stats.views + 1);
    const listed = (await blog({ cat: 'news' })).pagination.items.find((a) => a.slug === 'welcome-to-orbital');
    expect(listed?.stats.views).toBe(second.article.stats.views);
  });

  it('an unknown article is a 404 with a sentence', async () => {
    const error = await rejection(article('no-such-article'));
    expect(error.code).toBe(404);
    expect(error.message).toBe('We could not find this article. It may have been removed or renamed.');
  });
});
