import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { emailSchema } from './auth';
import { accountSchema, userSettingsSchema, usernameSchema } from './user';

/** Providers the product knows (spec §2: the status page accepts facebook, google or steam). */
export const SOCIAL_PROVIDERS = ['facebook', 'google', 'steam'] as const;
export const socialProviderIdSchema = z.enum(SOCIAL_PROVIDERS);
export type SocialProviderId = z.infer<typeof socialProviderIdSchema>;

/** Providers a login can be started and finalized with (spec §7 login start, §2 finalize: facebook or google). */
export const SOCIAL_LOGIN_PROVIDERS = ['facebook', 'google'] as const;
export const socialLoginProviderSchema = z.enum(SOCIAL_LOGIN_PROVIDERS);
export type SocialLoginProvider = z.infer<typeof socialLoginProviderSchema>;

/** Spec §3 "Social provider": an entry of the 'Login Via' list. */
export const socialProviderSchema = z
  .object({
    provider: socialLoginProviderSchema,
    icon: z.string().min(1).describe('Icon name in the design-system icon set.'),
    title: z.string().min(1).describe('e.g. "Google".'),
  })
  .meta({ id: 'SocialProvider', description: 'An entry of the "Login Via" list.' });
export type SocialProvider = z.infer<typeof socialProviderSchema>;

export const socialLoginRequestSchema = z.object({ provider: socialLoginProviderSchema });
/** Login start: the provider's authorisation URL, opened in a new tab. */
export const socialLoginResponseSchema = z.object({
  url: z.url().describe('Provider authorisation URL to open in a new tab.'),
});
export type SocialLoginResponse = z.infer<typeof socialLoginResponseSchema>;

/** Spec §3 "Authentication event" (also the message on the `orbital-auth` BroadcastChannel, Decision 15). */
export const authenticationEventSchema = z
  .object({
    type: z.enum(['login', 'register']),
    provider: socialProviderIdSchema.optional(),
  })
  .meta({ id: 'AuthenticationEvent', description: 'A completed social login or registration.' });
export type AuthenticationEvent = z.infer<typeof authenticationEventSchema>;
/** Decision 15: the BroadcastChannel the social-login tab reports to its opener on. */
export const AUTH_BROADCAST_CHANNEL = 'orbital-auth';

/** `auth.socialStatus` (page /auth/social/status?provider=…). */
export const socialStatusQuerySchema = z.object({ provider: socialProviderIdSchema });
export const socialStatusResponseSchema = z.object({
  type: authenticationEventSchema.shape.type,
  provider: socialProviderIdSchema,
  account: accountSchema,
  settings: userSettingsSchema,
});
export type SocialStatusResponse = z.infer<typeof socialStatusResponseSchema>;

/** `auth.socialFinalize`: the registration form of /auth/social/finalize. */
export const socialFinalizeRequestSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
});
export type SocialFinalizeRequest = z.infer<typeof socialFinalizeRequestSchema>;
export const socialFinalizeResponseSchema = z.object({ provider: socialLoginProviderSchema });

/**
 * `auth.socialDeleteStatus`: status of a data-deletion request made through a provider (Meta's data
 * deletion callback). The status link the provider shows is /auth/delete/meta?code=<confirmation code>.
 */
export const deletionStatusRequestSchema = z.object({
  code: z.string().min(6).max(64).describe('Confirmation code from the status link.'),
});
export type DeletionStatusRequest = z.infer<typeof deletionStatusRequestSchema>;
export const deletionStatusResponseSchema = z.object({
  code: z.string().min(1),
  status: z.enum(['pending', 'processing', 'completed']),
  date: z.object({
    requested: isoDateTimeSchema,
    completed: isoDateTimeSchema.nullable(),
  }),
});
export type DeletionStatusResponse = z.infer<typeof deletionStatusResponseSchema>;

export type SocialLoginRequest = z.infer<typeof socialLoginRequestSchema>;
export type SocialStatusQuery = z.infer<typeof socialStatusQuerySchema>;
export type SocialFinalizeResponse = z.infer<typeof socialFinalizeResponseSchema>;
