/** The error body every failing call answers with: a machine code, a message, and (for form calls) a list of codes. */
import { z } from 'zod';

export const errorCodes = [
  'BadRequest',
  'Unauthorized',
  'Forbidden',
  'NotClient',
  'IncorrectCredentials',
  'Locked',
  'LockedOut',
  'Invalid',
  'ExistingPass',
  'UsernamePass',
  'RecentlyUsedPass',
  'PasswordRules',
  'ReadOnly',
  'NotFound',
  'RateLimited',
  'CrossOrigin',
  'TermsNotAccepted',
  'RoleRequired',
  'InternalError',
  /** The print service's queue is full (503): try again shortly. */
  'ServiceUnavailable',
  // Live support chat.
  'SupportClosed',
  'AlreadyClaimed',
  'ConversationEnded',
  // Second factors (issue 30).
  /** The password was right; a second factor is due before anything else. */
  'MfaRequired',
  /** An adviser or support agent must add a second factor before using the product. */
  'MfaEnrolmentRequired',
  /** A sensitive change needs a fresh password or passkey (the last one is older than 5 minutes). */
  'ReauthenticationRequired',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  errorCodes: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
