/**
 * Application state (spec §3 'Application state', §4 Session): what the app keeps about itself in this
 * browser across sessions and page loads, apart from any session's data — the web analogue of the
 * native app's persisted application slice. It lives in localStorage under one key, versioned and
 * validated on every read (anything else, an older version or a hand-edited value reads as the
 * initial state), and has one owner: this module, loaded after the client app's first render (no page's
 * first script carries it). The client app records each session into it (`installApplicationState`);
 * ending a session — logout, the inactivity timeout, a 401, the native app's
 * "clear data" — resets the session's data (session-data.ts) and keeps this state (spec §4: "clearing
 * data resets the session but keeps application state").
 */
import type { UserSession } from '@portal/api/browser';
import { sessionStore } from './session.ts';

export const APP_STATE_KEY = 'portal:application-state';
export const APP_STATE_VERSION = 1;

/** How the user can sign in: a password always, and the second factors the last session held. */
export type AuthType = 'password' | 'passkey' | 'totp' | 'recovery';
/** The way in the app offers first: a passkey (the web's biometric sign-in) once the user holds one. */
export type LoginPreference = 'password' | 'passkey';
/** The web's biometric set-up is a passkey: held, offered (issue 30's two-step offer), or neither. */
export type BiometricSetupStatus = 'enrolled' | 'offered' | 'notSetUp';

/** A message (a key of the catalogue's general texts) to show at a location once the app moves there: the logout message at login. */
export interface AppMessage {
  key: 'loggedOutClient' | 'loggedOutAdviser';
  location: string;
}

/** Who the session is (no secret: the session itself is the server's cookie); forgotten when it ends. */
export interface SessionDetails {
  username: string;
  clientId: number | null;
  adviserId: number | null;
  lastLogin: string | null;
}

export interface ApplicationState {
  availableAuthTypes: AuthType[];
  isFirstLaunch: boolean;
  loginPreference: LoginPreference;
  /** The service is down for maintenance (the server has no such signal yet: stays false). */
  systemMaintenance: boolean;
  biometricSetupStatus: BiometricSetupStatus;
  /** The path the app opens at when launched (the web opens at the address asked for: the login URL's `next` holds it). */
  initialPath: string | null;
  message: AppMessage | null;
  sessionDetails: SessionDetails | null;
}

export const INITIAL_APP_STATE: ApplicationState = {
  availableAuthTypes: ['password'],
  isFirstLaunch: true,
  loginPreference: 'password',
  systemMaintenance: false,
  biometricSetupStatus: 'notSetUp',
  initialPath: null,
  message: null,
  sessionDetails: null,
};

const AUTH_TYPES: readonly string[] = ['password', 'passkey', 'totp', 'recovery'];
const MESSAGE_KEYS: readonly string[] = ['loggedOutClient', 'loggedOutAdviser'];

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isNullableId = (value: unknown): value is number | null => value === null || Number.isSafeInteger(value);
const oneOf = <T extends string>(values: readonly string[], value: unknown): value is T =>
  typeof value === 'string' && values.includes(value);

function isSessionDetails(value: unknown): value is SessionDetails | null {
  if (value === null) return true;
  return (
    isRecord(value) &&
    typeof value.username === 'string' &&
    isNullableId(value.clientId) &&
    isNullableId(value.adviserId) &&
    isNullableString(value.lastLogin)
  );
}

function isMessage(value: unknown): value is AppMessage | null {
  if (value === null) return true;
  return isRecord(value) && oneOf(MESSAGE_KEYS, value.key) && typeof value.location === 'string';
}

/** Reads a stored value: the state when it is this version and every field is valid, else the initial state. */
export function parseAppState(raw: string | null): ApplicationState {
  if (raw === null) return INITIAL_APP_STATE;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return INITIAL_APP_STATE;
  }
  if (!isRecord(stored) || stored.version !== APP_STATE_VERSION) return INITIAL_APP_STATE;
  const s = stored.state;
  if (
    !isRecord(s) ||
    !Array.isArray(s.availableAuthTypes) ||
    !s.availableAuthTypes.every((t) => oneOf(AUTH_TYPES, t)) ||
    typeof s.isFirstLaunch !== 'boolean' ||
    !oneOf<LoginPreference>(['password', 'passkey'], s.loginPreference) ||
    typeof s.systemMaintenance !== 'boolean' ||
    !oneOf<BiometricSetupStatus>(['enrolled', 'offered', 'notSetUp'], s.biometricSetupStatus) ||
    !isNullableString(s.initialPath) ||
    !isMessage(s.message) ||
    !isSessionDetails(s.sessionDetails)
  )
    return INITIAL_APP_STATE;
  return {
    availableAuthTypes: s.availableAuthTypes as AuthType[],
    isFirstLaunch: s.isFirstLaunch,
    loginPreference: s.loginPreference,
    systemMaintenance: s.systemMaintenance,
    biometricSetupStatus: s.biometricSetupStatus,
    initialPath: s.initialPath,
    message: s.message,
    sessionDetails: s.sessionDetails,
  };
}

export function serializeAppState(state: ApplicationState): string {
  return JSON.stringify({ version: APP_STATE_VERSION, state });
}

/** What a session says about the application: who it was and how the user can sign in next time. */
export function fromSession(state: ApplicationState, session: UserSession): ApplicationState {
  const methods = session.mfa?.methods ?? [];
  const passkey = methods.includes('passkey');
  return {
    ...state,
    availableAuthTypes: ['password', ...methods],
    loginPreference: passkey ? 'passkey' : 'password',
    biometricSetupStatus: passkey ? 'enrolled' : session.mfa?.offer ? 'offered' : 'notSetUp',
    sessionDetails: {
      username: session.username,
      clientId: session.id,
      adviserId: session.adviserId,
      lastLogin: session.lastLogin,
    },
  };
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (a privacy setting): the state lives for this page load only.
    return null;
  }
}

let storage: StorageLike | null = browserStorage();
/** Without storage (or when it refuses a write), the page load's own copy. */
let memory: ApplicationState | null = null;
const listeners = new Set<() => void>();

function read(): ApplicationState {
  if (memory) return memory;
  try {
    return parseAppState(storage?.getItem(APP_STATE_KEY) ?? null);
  } catch {
    return INITIAL_APP_STATE;
  }
}

export const applicationState = {
  get: read,
  update(change: (state: ApplicationState) => ApplicationState): ApplicationState {
    const next = change(read());
    try {
      if (!storage) throw new Error('no storage');
      storage.setItem(APP_STATE_KEY, serializeAppState(next));
      memory = null;
    } catch {
      memory = next;
    }
    for (const listener of listeners) listener();
    return next;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests only: another storage (or none), and no page-load copy. */
  setStorage(next: StorageLike | null) {
    storage = next;
    memory = null;
  },
};

/** Records a session as it starts or changes (an adviser's impersonation, a refreshed session-info). */
export function recordSession(session: UserSession | null): void {
  if (session) applicationState.update((state) => fromSession(state, session));
}

/**
 * The client app's start: the launch is no longer the first, and each session (login, session-info,
 * an adviser's impersonation) is recorded from here on; returns the uninstaller.
 */
export function installApplicationState(): () => void {
  applicationState.update((state) => (state.isFirstLaunch ? { ...state, isFirstLaunch: false } : state));
  recordSession(sessionStore.get());
  return sessionStore.subscribe(() => recordSession(sessionStore.get()));
}

/** The session ended (session-data.ts): its details go, the rest stays, with the message it leaves (if any). */
export function forgetSession(message: AppMessage | null): void {
  applicationState.update((state) => ({ ...state, sessionDetails: null, message: message ?? state.message }));
}

/** The message left for `pathname`, once: any arrival takes it (a message for another page is dropped, spec §2 'cleared on leaving'). */
export function takeAppMessage(pathname: string): AppMessage | null {
  const { message } = applicationState.get();
  if (!message) return null;
  applicationState.update((state) => ({ ...state, message: null }));
  return message.location === pathname ? message : null;
}
