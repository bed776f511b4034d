import { z } from 'zod';

/** `system.redirectCheck`: the 404 page asks whether the path moved. */
export const redirectCheckRequestSchema = z.object({
  route: z.string().startsWith('/').describe('The current pathname (with its search string if any).'),
});
export type RedirectCheckRequest = z.infer<typeof redirectCheckRequestSchema>;

/** Spec §3 "Redirect check response". No redirect → the call fails (404) and the 404 page shows. */
export const redirectCheckResponseSchema = z.object({
  to: z
    .string()
    .min(1)
    .describe('Site-relative path or absolute URL (absolute → full reload; only this site or allow-listed hosts).'),
});
export type RedirectCheckResponse = z.infer<typeof redirectCheckResponseSchema>;
