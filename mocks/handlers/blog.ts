/*
 * Blog: the article index (newest first; cat, author and tag from the page URL) and one article, whose
 * views count up on every read.
 */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { notFound } from '../core/errors';
import { paginate } from '../core/pagination';
import { route } from '../core/route';
import { db, toArticle, toArticleDetails, type ArticleRecord } from '../db';
import { listOf, NOT_FOUND } from './lib/catalogue';

export const BLOG_PAGE_SIZE = 8;
export const RELATED_ARTICLES = 3;

const newestFirst = (a: ArticleRecord, b: ArticleRecord) => Date.parse(b.date.published) - Date.parse(a.date.published) || a.slug.localeCompare(b.slug);

export const blogHandlers: HttpHandler[] = [
  route(endpoints['blog.index'], ({ query, ok }) => {
    const author = query.author?.toLowerCase();
    const articles = db.articles
      .findMany()
      .filter(
        (a) =>
          (query.cat === undefined || a.category.slug === query.cat) &&
          (author === undefined || a.author.username.toLowerCase() === author) &&
          (query.tag === undefined || a.tags.some((t) => t.slug === query.tag)),
      )
      .toSorted(newestFirst);
    const page = paginate(articles, { page: query.page, perPage: BLOG_PAGE_SIZE });
    return ok({ pagination: { ...page, items: page.items.map(toArticle) } });
  }),

  route(endpoints['blog.article'], async ({ params, ok }) => {
    const found = db.articles.findFirst((q) => q.where({ slug: params.article }));
    if (!found) throw notFound(NOT_FOUND.article);
    const article =
      (await db.articles.update((q) => q.where({ slug: found.slug }), {
        data(a) {
          a.stats.views += 1;
        },
      })) ?? found;
    const related = db.articles
      .findMany((q) => q.where({ category: { slug: article.category.slug } }))
      .filter((a) => a.slug !== article.slug)
      .toSorted(newestFirst)
      .slice(0, RELATED_ARTICLES);
    return ok({ article: toArticleDetails(article), related: listOf(related.map(toArticle)) });
  }),
];
