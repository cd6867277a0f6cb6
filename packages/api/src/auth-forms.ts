/**
 * Request and response bodies of the public and account forms of spec §7: register, forgotten
 * password, reset password, change password and accept terms. Strict objects, so a stray or
 * misspelt key is refused on either side rather than silently dropped.
 */
import { z } from 'zod';
import { APPLICATION_NAME } from './constants.ts';

// The same bounds as the login form: a username is at most an e-mail address long.
const username = z.string().min(1).max(254);
const secret = z.string().min(1).max(256);

/** The answer of the public forms: the codes of spec §8 ('Invalid', 'ExistingPass', …); empty means success. */
export const formCodesResponse = z.strictObject({ errorCodes: z.array(z.string()) });
export type FormCodesResponse = z.infer<typeof formCodesResponse>;

/** POST /nui/public/register. `password` is the registration code; `newPassword` the chosen password. */
export const registerRequest = z.strictObject({
  username,
  password: secret,
  newPassword: secret,
  termsAccepted: z.boolean(),
  app: z.literal(APPLICATION_NAME),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerResponse = formCodesResponse;
export type RegisterResponse = FormCodesResponse;

/** POST /nui/public/forgottenPassword. */
export const forgottenPasswordRequest = z.strictObject({ username });
export type ForgottenPasswordRequest = z.infer<typeof forgottenPasswordRequest>;
export const forgottenPasswordResponse = formCodesResponse;
export type ForgottenPasswordResponse = FormCodesResponse;

/** POST /nui/public/resetPassword. `guid` is the code e-mailed to the user. */
export const resetPasswordRequest = z.strictObject({ username, guid: secret, newPassword: secret });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
export const resetPasswordResponse = formCodesResponse;
export type ResetPasswordResponse = FormCodesResponse;

/** POST /nui/nbs/changePassword. `password` is the current password. */
export const changePasswordRequest = z.strictObject({ password: secret, newPassword: secret });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
/** Besides the codes, the server answers a status and a message (shown as the error on failure). */
export const changePasswordResponse = z.strictObject({
  errorCodes: z.array(z.string()),
  status: z.number().int(),
  message: z.string(),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

/** POST /nui/nbs/acceptTerms. */
export const acceptTermsRequest = z.strictObject({ application: z.literal(APPLICATION_NAME) });
export type AcceptTermsRequest = z.infer<typeof acceptTermsRequest>;
export const acceptTermsResponse = z.strictObject({});
export type AcceptTermsResponse = z.infer<typeof acceptTermsResponse>;
