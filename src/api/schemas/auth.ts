import { z } from 'zod';
import { usernameSchema } from './user';

/*
 * Auth payloads and the password rules (spec §5, Decision 9).
 */

/** Spec §9: password minimum 8. */
export const PASSWORD_MIN_LENGTH = 8;

/** Register rule hint (spec §5 register: "minimum 8 characters, lower and upper case letters, 1 digit, 1 special character"). */
export const REGISTER_PASSWORD_HINT =
  'Minimum 8 characters, lower and upper case letters, 1 digit, 1 special character.';
/** Reset rule text (spec §5 reset: "minimum 8 characters with at least 1 letter, 1 number and 1 special character"). */
export const RESET_PASSWORD_HINT = 'Minimum 8 characters with at least 1 letter, 1 number and 1 special character.';
/** Spec §5, reset password: the two fields must match. */
export const PASSWORD_MISMATCH_MESSAGE =
  'The password confirmation does not match the entered password. Please check your inputs.';

/**
 * The sentence for each part of the password rules a password breaks (Decision 9): a refused password names
 * what is missing, the hints above describe the whole rule. The first broken part (in this order) answers.
 */
export const PASSWORD_RULE_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  letter: 'The password must contain at least one letter.',
  lowerCase: 'The password must contain at least one lower-case letter.',
  upperCase: 'The password must contain at least one upper-case letter.',
  digit: 'The password must contain at least one digit.',
  special: 'The password must contain at least one special character, such as ! or #.',
} as const;

/** Anything that is not a letter, a digit or white space counts as special. */
const SPECIAL = /[^\p{L}\p{N}\s]/u;

/** Decision 9, registration: min 8, a lower-case and an upper-case letter, a digit, a special character. */
export const registerPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_RULE_MESSAGES.tooShort })
  .regex(/\p{Ll}/u, { error: PASSWORD_RULE_MESSAGES.lowerCase })
  .regex(/\p{Lu}/u, { error: PASSWORD_RULE_MESSAGES.upperCase })
  .regex(/\p{N}/u, { error: PASSWORD_RULE_MESSAGES.digit })
  .regex(SPECIAL, { error: PASSWORD_RULE_MESSAGES.special })
  .describe(REGISTER_PASSWORD_HINT);

/** Decision 9, password reset: min 8, at least one letter, one number, one special character. */
export const resetPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: PASSWORD_RULE_MESSAGES.tooShort })
  .regex(/\p{L}/u, { error: PASSWORD_RULE_MESSAGES.letter })
  .regex(/\p{N}/u, { error: PASSWORD_RULE_MESSAGES.digit })
  .regex(SPECIAL, { error: PASSWORD_RULE_MESSAGES.special })
  .describe(RESET_PASSWORD_HINT);

export const emailSchema = z.email().max(255);

/** `auth.login` (Decision 16: e-mail or username; `remember` is the 'Remember me' box). */
export const loginRequestSchema = z.object({
  login: z.string().min(1).max(255).describe('E-mail address or username.'),
  password: z.string().min(1),
  remember: z.boolean().describe('Keep the session after the browser closes.'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** `auth.register` (the final step; the previous steps were checked with the validate calls). */
export const registerRequestSchema = z
  .object({
    email: emailSchema,
    username: usernameSchema,
    password: registerPasswordSchema,
    password_confirmation: z.string().min(1),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['password_confirmation'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/*
 * The validate calls send the raw input: the server answers with the message to show (spec §8), so the
 * client does not pre-empt it with its own rule.
 */
export const validateEmailRequestSchema = z.object({ email: z.string().min(1) });
export const validateUsernameRequestSchema = z.object({ username: z.string().min(1) });
export const validatePasswordRequestSchema = z.object({ password: z.string().min(1) });

/** `auth.sendResetMail` (forgot password). */
export const sendResetMailRequestSchema = z.object({ email: z.string().min(1) });

/** `auth.resetPassword`: email and token come from the reset link's query string. */
export const resetPasswordRequestSchema = z
  .object({
    password: resetPasswordSchema,
    password_confirmation: z.string().min(1),
    token: z.string().min(1),
    email: emailSchema,
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: PASSWORD_MISMATCH_MESSAGE,
    path: ['password_confirmation'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** `account.uniqueUsername`: a free username for the 'Random' button. */
export const uniqueUsernameQuerySchema = z.object({
  username: z.string().min(1).max(30).optional().describe('Seed to derive the suggestion from (e.g. the e-mail name).'),
});
export const uniqueUsernameResponseSchema = z.object({ username: usernameSchema });

/** `auth.channel`: Pusher private-channel authorisation (Echo's authorizer sends these). */
export const channelAuthRequestSchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'A Pusher socket id looks like 1234.5678.'),
  channel_name: z.string().min(1).describe('e.g. private-announcement.42 or private-account.42'),
});
export const channelAuthResponseSchema = z.object({
  auth: z.string().min(1).describe('"key:signature" as Pusher expects it.'),
  channel_data: z.string().optional().describe('Presence channels only.'),
});
export type ChannelAuthResponse = z.infer<typeof channelAuthResponseSchema>;

/** `auth.verifyEmail`: the signed link's query (the path carries id and hash). */
export const signedUrlQuerySchema = z.object({
  expires: z.string().regex(/^\d+$/).optional().describe('Unix time the link expires.'),
  signature: z.string().min(1).optional().describe('Server signature of the link.'),
});

export type ValidateEmailRequest = z.infer<typeof validateEmailRequestSchema>;
export type ValidateUsernameRequest = z.infer<typeof validateUsernameRequestSchema>;
export type ValidatePasswordRequest = z.infer<typeof validatePasswordRequestSchema>;
export type SendResetMailRequest = z.infer<typeof sendResetMailRequestSchema>;
export type UniqueUsernameQuery = z.infer<typeof uniqueUsernameQuerySchema>;
export type UniqueUsernameResponse = z.infer<typeof uniqueUsernameResponseSchema>;
export type ChannelAuthRequest = z.infer<typeof channelAuthRequestSchema>;
export type SignedUrlQuery = z.infer<typeof signedUrlQuerySchema>;
