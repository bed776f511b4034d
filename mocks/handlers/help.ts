/* Help centre: the legal pages (spec §2: /hc/legal/{page}). The contact form is in support.ts. */
import type { HttpHandler } from 'msw';
import { endpoints } from '../../src/api/contract';
import { LEGAL_PAGES, type LegalPageSlug } from '../../src/api/schemas';
import { notFound } from '../core/errors';
import { route } from '../core/route';
import { db } from '../db';
import { NOT_FOUND } from './lib/catalogue';

function isLegalPage(value: string): value is LegalPageSlug {
  return (LEGAL_PAGES as readonly string[]).includes(value);
}

export const helpHandlers: HttpHandler[] = [
  route(endpoints['help.legal'], ({ params, ok }) => {
    const slug = params.page;
    const page = isLegalPage(slug) ? db.legalPages.findFirst((q) => q.where({ slug })) : undefined;
    if (!page) throw notFound(NOT_FOUND.legal);
    return ok({ slug: page.slug, title: page.title, content: page.content, date: { updated: page.date.updated } });
  }),
];
