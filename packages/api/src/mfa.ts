/**
 * Second factors (issue 30): passkeys (WebAuthn), an authenticator app (TOTP) as the fallback, and ten
 * one-use recovery codes. The WebAuthn options and responses are the browser's JSON forms
 * (PublicKeyCredential*OptionsJSON, RegistrationResponseJSON, AuthenticationResponseJSON): checked here
 * for shape and size only; the server's WebAuthn library verifies them.
 */
import { z } from 'zod';

/** The factors a user can hold. */
export const mfaMethod = z.enum(['passkey', 'totp', 'recovery']);
export type MfaMethod = z.infer<typeof mfaMethod>;

/**
 * A session's second-factor state: 'verify' — the password was right, a second factor is due before
 * anything else; 'enrol' — an adviser or support agent without a factor must add one first; 'done'.
 * `methods` are the factors the user holds ('recovery' while unused recovery codes remain).
 */
export const sessionMfa = z.object({
  status: z.enum(['verify', 'enrol', 'done']),
  methods: z.array(mfaMethod),
  /** Advisers and support agents must hold a second factor; clients choose. */
  required: z.boolean(),
  /**
   * Offer two-step login now (issue 30): a client's own session holding no passkey and no app, whose
   * 'Not now' (if any) is older than MFA_OFFER_PAUSE_DAYS.
   */
  offer: z.boolean(),
});
export type SessionMfa = z.infer<typeof sessionMfa>;

/** After a client's 'Not now', the offer of two-step login comes back after this many days. */
export const MFA_OFFER_PAUSE_DAYS = 30;

const b64url = z
  .string()
  .max(16384)
  .regex(/^[A-Za-z0-9_-]*$/);

/** PublicKeyCredentialCreationOptionsJSON / PublicKeyCredentialRequestOptionsJSON, as the library makes them. */
export const webauthnOptions = z.looseObject({ challenge: b64url });
export type WebauthnOptions = z.infer<typeof webauthnOptions>;

/** RegistrationResponseJSON (navigator.credentials.create, as JSON). */
export const passkeyRegistration = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url, attestationObject: b64url }),
});

/** AuthenticationResponseJSON (navigator.credentials.get, as JSON). */
export const passkeyAssertion = z.looseObject({
  id: b64url,
  rawId: b64url,
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: b64url, authenticatorData: b64url, signature: b64url, userHandle: b64url.optional() }),
});
export type PasskeyAssertion = z.infer<typeof passkeyAssertion>;

const passkeyName = z.string().trim().min(1).max(60);
export const totpCode = z.string().regex(/^\d{6}$/);
/** Recovery codes as shown: four groups of four letters or digits (dashes and spaces optional). */
export const recoveryCode = z.string().min(16).max(24);

export const passkeyRegisterRequest = z.strictObject({ response: passkeyRegistration, name: passkeyName.optional() });
export type PasskeyRegisterRequest = z.infer<typeof passkeyRegisterRequest>;
export const passkeySigninRequest = z.strictObject({ response: passkeyAssertion });
export type PasskeySigninRequest = z.infer<typeof passkeySigninRequest>;
export const mfaVerifyRequest = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('totp'), code: totpCode }),
  z.strictObject({ method: z.literal('recovery'), code: recoveryCode }),
]);
export type MfaVerifyRequest = z.infer<typeof mfaVerifyRequest>;
export const totpConfirmRequest = z.strictObject({ code: totpCode });
export const reauthenticateRequest = z.union([
  z.strictObject({ password: z.string().min(1).max(256) }),
  z.strictObject({ passkey: passkeyAssertion }),
]);
export type ReauthenticateRequest = z.infer<typeof reauthenticateRequest>;
export const credentialParams = z.strictObject({ credentialId: b64url.min(1).max(1400) });

export const passkeySummary = z.object({
  credentialId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** GET /nui/nbs/mfa: what the signed-in user holds. */
export const mfaStatusResponse = z.object({
  passkeys: z.array(passkeySummary),
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type MfaStatusResponse = z.infer<typeof mfaStatusResponse>;

/** A change to the factors: the new status, and the recovery codes when new ones were made (shown once). */
export const mfaChangeResponse = z.object({ status: mfaStatusResponse, recoveryCodes: z.array(z.string()).nullable() });
export type MfaChangeResponse = z.infer<typeof mfaChangeResponse>;

/** POST /nui/nbs/mfa/totp/setup: the secret to type in, and the otpauth:// address a QR code carries. */
export const totpSetupResponse = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;
