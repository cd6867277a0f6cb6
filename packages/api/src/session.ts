/** The user session of spec §3, as answered by login, session-info, impersonation and keepalive. */
import { z } from 'zod';
import { sessionMfa } from './mfa.ts';
import { adHocFeeAuth, code, deliveryPreference } from './preferences.ts';

export { ROLE_CLIENT_TRANSACTION, ROLE_AGENT, NO_ADVISER_ID, LIBRARY_LOCATION_ID } from './constants.ts';

export const currentUser = z.object({
  forename: z.string(),
  surname: z.string(),
  clientId: z.number().int().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** The session's preferences (spec §3): the fee authority, current deliveries and every delivery option. */
export const sessionPreferences = z.object({
  adHocFeeAuth,
  correspondenceDelivery: z.object({ currentPreferences: z.array(deliveryPreference) }),
  availableOptions: z.object({ allDeliveryOptions: z.array(code) }),
});
export type SessionPreferences = z.infer<typeof sessionPreferences>;

export const userSession = z.object({
  /** The client id; null for an adviser who is not impersonating. */
  id: z.number().int().nullable(),
  username: z.string(),
  termsAccepted: z.boolean(),
  roles: z.array(z.string()),
  /** ISO timestamp of the previous login; null on the first login. */
  lastLogin: z.string().nullable(),
  isLoggedIn: z.literal(true),
  currentUser,
  userLocationId: z.number().int().nullable(),
  /** Set for an adviser (agent). */
  adviserId: z.number().int().nullable(),
  /** For agents: their own roles, kept apart from an impersonated client's. */
  adviserRoles: z.array(z.string()).optional(),
  /** For agents while impersonating. */
  impersonatedClient: z
    .object({ clientId: z.number().int(), roles: z.array(z.string()) })
    .nullable()
    .optional(),
  /**
   * The (effective) client's preferences, read fresh at login, session-info and impersonation; null for
   * an adviser who is not impersonating. Optional in the type only so older fixtures still compile.
   */
  preferences: sessionPreferences.nullable().optional(),
  /** True while an adviser views a client: every mutating call is refused with ReadOnly. */
  isReadOnly: z.boolean(),
  /** The second factor (issue 30): due ('verify'), to be enrolled first ('enrol'), or done. */
  mfa: sessionMfa.optional(),
});
export type UserSession = z.infer<typeof userSession>;

export const keepaliveResponse = z.object({ username: z.string().optional() });
export type KeepaliveResponse = z.infer<typeof keepaliveResponse>;

export const whoAmIResponse = z.object({ location: z.number().int().nullable() });
export type WhoAmIResponse = z.infer<typeof whoAmIResponse>;

export const loginForm = z.object({
  username: z.string().min(1).max(254),
  password: z.string().min(1).max(256),
});
export type LoginForm = z.infer<typeof loginForm>;
