/** Errors as values with codes (see @portal/api errors.ts), mapped to the error body once, at the edge. */
import type { ErrorBody, ErrorCode } from '@portal/api';

const MESSAGES: Record<ErrorCode, string> = {
  BadRequest: 'The request is not valid.',
  Unauthorized: 'You are not logged in.',
  Forbidden: 'You may not see this.',
  NotClient: 'This login is not a client.',
  IncorrectCredentials: 'Your username and/or password has been entered incorrectly.',
  Locked: 'Your account has been locked.',
  LockedOut: 'Your account has been locked.',
  Invalid: 'The details are not valid.',
  ExistingPass: 'Your new password cannot be your existing password.',
  UsernamePass: 'Your password cannot resemble your username.',
  RecentlyUsedPass: 'The password you have entered has been recently used.',
  PasswordRules: 'The password does not meet the rules.',
  ReadOnly: 'Changes are not possible in read-only mode.',
  NotFound: 'Not found.',
  RateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  CrossOrigin: 'Cross-origin requests are refused.',
  TermsNotAccepted: 'The terms have not been accepted.',
  RoleRequired: 'You do not have the role this needs.',
  InternalError: 'An unexpected error occurred.',
  ServiceUnavailable: 'The service is busy. Please try again shortly.',
  SupportClosed: 'Live support is closed.',
  AlreadyClaimed: 'Another agent has already claimed this conversation.',
  ConversationEnded: 'This conversation has ended.',
  MfaRequired: 'A second step is needed to log in.',
  MfaEnrolmentRequired: 'Set up two-step login before using the portal.',
  ReauthenticationRequired: 'Confirm it is you before making this change.',
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message?: string,
    readonly errorCodes?: string[],
  ) {
    super(message ?? MESSAGES[code]);
    this.name = 'HttpError';
  }

  toBody(): ErrorBody {
    return { status: this.status, code: this.code, message: this.message, ...(this.errorCodes ? { errorCodes: this.errorCodes } : {}) };
  }
}

export const errors = {
  badRequest: (message?: string) => new HttpError(400, 'BadRequest', message),
  unauthorized: () => new HttpError(401, 'Unauthorized'),
  incorrectCredentials: () => new HttpError(401, 'IncorrectCredentials'),
  forbidden: () => new HttpError(403, 'Forbidden'),
  crossOrigin: () => new HttpError(403, 'CrossOrigin'),
  notFound: (message?: string) => new HttpError(404, 'NotFound', message),
  locked: () => new HttpError(423, 'Locked'),
  rateLimited: () => new HttpError(429, 'RateLimited'),
  internal: () => new HttpError(500, 'InternalError'),
  serviceUnavailable: (message?: string) => new HttpError(503, 'ServiceUnavailable', message),
};
