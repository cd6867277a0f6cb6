/**
 * The client's own view of account security (issue 30 items 4, 5): the signed-in devices (the
 * user's live sessions, each endable) and who looked at the account (every adviser impersonation
 * from the audit, with the pages viewed and the files downloaded), newest first, a page at a time.
 */
import { z } from 'zod';
import { CLIENT_PAGES } from './client-pages.ts';
import { clientIdParams } from './request-schemas.ts';

/** One live session of the caller, as the device list shows it. */
export const signedInDevice = z.object({
  /** An opaque id of the session (not its cookie, nor the cookie's hash): what ending it names. */
  sessionId: z.uuid(),
  /** From the User-Agent at sign-in; null when it names none. */
  browser: z.string().nullable(),
  operatingSystem: z.string().nullable(),
  /** 'desktop' | 'mobile' | 'tablet' …, or null when unknown. */
  deviceType: z.string().nullable(),
  /** The country of the address it signed in from (an offline table), or null when unknown. */
  place: z.string().nullable(),
  /** When the user last proved who they are in this session (ISO). */
  signedInAt: z.string(),
  /** The session's last request (ISO; kept to within a minute). */
  lastActiveAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof signedInDevice>;

/** GET the caller's signed-in devices: this device first, then the most recently active. */
export const signedInDevices = z.object({ devices: z.array(signedInDevice) });
export type SignedInDevices = z.infer<typeof signedInDevices>;

export const deviceSessionParams = z.object({ sessionId: z.uuid() }).strict();

/** How many sessions a call ended. */
export const endedSessions = z.object({ ended: z.number().int().min(0) });
export type EndedSessions = z.infer<typeof endedSessions>;

export const clientPage = z.enum(CLIENT_PAGES);
export type ClientPage = z.infer<typeof clientPage>;

/** POST by the impersonating adviser's portal on every page it shows (the client's access log). */
export const pageViewRequest = z.object({ page: clientPage }).strict();

export const accessLogQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .strict();
export const accessLogParams = clientIdParams;

/** One adviser's visit: an impersonation from its start to its end. */
export const accessVisit = z.object({
  visitId: z.number().int(),
  adviserName: z.string(),
  firmName: z.string().nullable(),
  startedAt: z.string(),
  /** When it stopped (stop, switch or logout); null while in progress or when it timed out. */
  endedAt: z.string().nullable(),
  /** Its session is still live. */
  inProgress: z.boolean(),
  /** The pages shown, in the order first shown. */
  pages: z.array(clientPage),
  /** The files downloaded, oldest first. */
  downloads: z.array(z.object({ fileName: z.string(), at: z.string() })),
});
export type AccessVisit = z.infer<typeof accessVisit>;

export const accessLog = z.object({
  visits: z.array(accessVisit),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AccessLog = z.infer<typeof accessLog>;
