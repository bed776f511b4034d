import { z } from 'zod';

/** Spec §3 "Support message" (contact form: all fields non-empty, e-mail valid). */
export const supportMessageSchema = z
  .object({
    subject: z.string().min(1).max(150),
    email: z.email().max(255),
    message: z.string().min(1).max(5000),
  })
  .meta({ id: 'SupportMessage', description: 'A contact-form message to support.' });
export type SupportMessage = z.infer<typeof supportMessageSchema>;
