import { z } from 'zod';
import {
  countSchema,
  imagePathSchema,
  isoDateTimeSchema,
  paginationSchema,
  positiveIntSchema,
  slugSchema,
  slugTitleSchema,
} from './common';
import { LEGAL_PAGES } from './constants';
import { gameCardSchema, genreSchema } from './game';

export { LEGAL_PAGES };

/*
 * Blog, developer pages, legal pages and the homepage. Fields holding HTML are sanitised (DOMPurify)
 * by the app before rendering.
 */

/** Spec §3 "Article" as listed (blog index, homepage, search). */
export const articleSchema = z
  .object({
    slug: slugSchema,
    title: z.string().min(1),
    excerpt: z.string(),
    hero: imagePathSchema,
    category: slugTitleSchema,
    tags: z.array(slugTitleSchema),
    author: z.object({
      username: z.string().min(1),
      name: z.string().min(1),
    }),
    date: z.object({ published: isoDateTimeSchema.describe('Shown like "MMM D, YYYY h:mm A".') }),
    stats: z.object({ views: countSchema }),
  })
  .meta({ id: 'Article', description: 'A blog article as listed.' });
export type Article = z.infer<typeof articleSchema>;

export const articleDetailsSchema = articleSchema
  .extend({ content: z.string().describe('Article body, HTML (sanitised before rendering).') })
  .meta({ id: 'ArticleDetails', description: 'A blog article with its body.' });
export type ArticleDetails = z.infer<typeof articleDetailsSchema>;

/** `blog.index` query: the page's cat, author and tag are passed through. */
export const blogIndexQuerySchema = z.object({
  cat: slugSchema.optional().describe('Category slug.'),
  author: z.string().min(1).optional().describe('Author username.'),
  tag: slugSchema.optional().describe('Tag slug.'),
  page: positiveIntSchema.optional().meta({ default: 1 }),
});
export type BlogIndexQuery = z.infer<typeof blogIndexQuerySchema>;
export const blogIndexResponseSchema = z.object({ pagination: paginationSchema(articleSchema) });
export type BlogIndexResponse = z.infer<typeof blogIndexResponseSchema>;
export const articleResponseSchema = z.object({
  article: articleDetailsSchema,
  related: z.array(articleSchema).describe('Up to 3 articles of the same category.'),
});
export type ArticleResponse = z.infer<typeof articleResponseSchema>;

/** A developer's announcement as listed. */
export const announcementSchema = z
  .object({
    slug: slugSchema,
    title: z.string().min(1),
    excerpt: z.string(),
    hero: imagePathSchema,
    developer: z.object({ slug: slugSchema, name: z.string().min(1) }),
    date: z.object({ published: isoDateTimeSchema }),
  })
  .meta({ id: 'Announcement', description: 'A developer announcement as listed.' });
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementDetailsSchema = announcementSchema
  .extend({ content: z.string().describe('HTML (sanitised before rendering).') })
  .meta({ id: 'AnnouncementDetails', description: 'A developer announcement with its body.' });
export type AnnouncementDetails = z.infer<typeof announcementDetailsSchema>;

/** A developer (studio) profile. */
export const developerSchema = z
  .object({
    slug: slugSchema,
    name: z.string().min(1),
    logo: imagePathSchema,
    hero: imagePathSchema,
    description: z.string().describe('Plain text.'),
    website: z.url().nullable(),
    date: z.object({ joined: isoDateTimeSchema }),
    stats: z.object({ games: countSchema, views: countSchema.describe('Total views of all its games.') }),
  })
  .meta({ id: 'Developer', description: 'A developer (studio) profile.' });
export type Developer = z.infer<typeof developerSchema>;

export const developerDetailsResponseSchema = z.object({
  developer: developerSchema,
  games: z.array(gameCardSchema).describe('All its published games.'),
  announcements: z.array(announcementSchema).describe('Latest 3 announcements.'),
});
export type DeveloperDetailsResponse = z.infer<typeof developerDetailsResponseSchema>;

export const developerAnnouncementsResponseSchema = z.object({
  developer: developerSchema,
  pagination: paginationSchema(announcementSchema),
});
export type DeveloperAnnouncementsResponse = z.infer<typeof developerAnnouncementsResponseSchema>;

export const developerAnnouncementResponseSchema = z.object({
  developer: developerSchema,
  announcement: announcementDetailsSchema,
});
export type DeveloperAnnouncementResponse = z.infer<typeof developerAnnouncementResponseSchema>;

/** Spec §2: /hc/legal/{page}. */
export const legalPageSlugSchema = z.enum(LEGAL_PAGES);
export type LegalPageSlug = z.infer<typeof legalPageSlugSchema>;

export const legalPageSchema = z
  .object({
    slug: legalPageSlugSchema,
    title: z.string().min(1),
    content: z.string().describe('HTML (sanitised before rendering).'),
    date: z.object({ updated: isoDateTimeSchema }),
  })
  .meta({ id: 'LegalPage', description: 'A legal page of the help centre.' });
export type LegalPage = z.infer<typeof legalPageSchema>;

/** Spec §3 "Homepage response": games.slider, games.updated, games.popular, genres, blog.recent. */
export const homeResponseSchema = z.object({
  games: z.object({
    slider: z.array(gameCardSchema).describe('Slider games; the app shows them in random order.'),
    updated: z.array(gameCardSchema).describe('"Newest Games".'),
    popular: z.array(gameCardSchema).describe('"Most Popular Games".'),
  }),
  genres: z.array(genreSchema).describe('"Game Categories".'),
  blog: z.object({ recent: z.array(articleSchema).describe('"Recent Articles" (section hidden if empty).') }),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;
