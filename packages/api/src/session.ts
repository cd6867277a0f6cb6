/** The user session of spec §3, as answered by login, session-info, impersonation and keepalive. */
import { z } from 'zod';

export { ROLE_CLIENT_TRANSACTION, ROLE_AGENT, NO_ADVISER_ID, LIBRARY_LOCATION_ID } from './constants.ts';

export const currentUser = z.object({
  forename: z.string(),
  surname: z.string(),
  clientId: z.number().int().nullable(),
});
export type CurrentUser = z.infer<typeof currentUser>;

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
  /** True while an adviser views a client: every mutating call is refused with ReadOnly. */
  isReadOnly: z.boolean(),
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
