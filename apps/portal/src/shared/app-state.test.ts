/** Spec §3 'Application state': every field, versioned and validated on read, kept in the browser's storage. */
import { afterEach, describe, expect, it } from 'vitest';
import { clientSession } from '@portal/api/fixtures';
import {
  APP_STATE_KEY,
  APP_STATE_VERSION,
  INITIAL_APP_STATE,
  applicationState,
  fromSession,
  parseAppState,
  recordSession,
  serializeAppState,
  type ApplicationState,
} from './app-state.ts';

const stored: ApplicationState = {
  availableAuthTypes: ['password', 'passkey', 'recovery'],
  isFirstLaunch: false,
  loginPreference: 'passkey',
  systemMaintenance: false,
  biometricSetupStatus: 'enrolled',
  initialPath: '/client/news',
  message: { key: 'loggedOutClient', location: '/login' },
  sessionDetails: { username: 'alice', clientId: 1000010001, adviserId: null, lastLogin: '2026-11-28T09:00:00Z' },
};

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

afterEach(() => applicationState.setStorage(globalThis.localStorage));

describe('application state', () => {
  it('starts with every field of spec §3 at its initial value', () => {
    expect(INITIAL_APP_STATE).toEqual({
      availableAuthTypes: ['password'],
      isFirstLaunch: true,
      loginPreference: 'password',
      systemMaintenance: false,
      biometricSetupStatus: 'notSetUp',
      initialPath: null,
      message: null,
      sessionDetails: null,
    });
  });

  it('reads back what it wrote, under its version', () => {
    const raw = serializeAppState(stored);
    expect(JSON.parse(raw)).toEqual({ version: APP_STATE_VERSION, state: stored });
    expect(parseAppState(raw)).toEqual(stored);
    expect(parseAppState(serializeAppState({ ...stored, message: null, sessionDetails: null }))).toMatchObject({ message: null });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['not an object', '[]'],
    ['another version', JSON.stringify({ version: APP_STATE_VERSION + 1, state: stored })],
    ['no state', JSON.stringify({ version: APP_STATE_VERSION })],
    ['an unknown auth type', serializeAppState({ ...stored, availableAuthTypes: ['sms' as 'totp'] })],
    ['auth types not a list', serializeAppState({ ...stored, availableAuthTypes: 'password' as unknown as [] })],
    ['a flag not boolean', serializeAppState({ ...stored, isFirstLaunch: 'no' as unknown as boolean })],
    ['maintenance not boolean', serializeAppState({ ...stored, systemMaintenance: 1 as unknown as boolean })],
    ['an unknown preference', serializeAppState({ ...stored, loginPreference: 'face' as 'passkey' })],
    ['an unknown biometric status', serializeAppState({ ...stored, biometricSetupStatus: 'maybe' as 'offered' })],
    ['a path not a string', serializeAppState({ ...stored, initialPath: 7 as unknown as string })],
    ['an unknown message key', serializeAppState({ ...stored, message: { key: 'hello' as 'loggedOutClient', location: '/login' } })],
    ['a message without location', serializeAppState({ ...stored, message: { key: 'loggedOutClient' } as never })],
    ['session details without username', serializeAppState({ ...stored, sessionDetails: { clientId: 1 } as never })],
    ['a client id not a number', serializeAppState({ ...stored, sessionDetails: { ...stored.sessionDetails!, clientId: '1' as never } })],
    ['an adviser id not a number', serializeAppState({ ...stored, sessionDetails: { ...stored.sessionDetails!, adviserId: 1.5 } })],
    ['a last login not a string', serializeAppState({ ...stored, sessionDetails: { ...stored.sessionDetails!, lastLogin: 0 as never } })],
  ])('reads %s as the initial state', (_, raw) => {
    expect(parseAppState(raw)).toBe(INITIAL_APP_STATE);
  });

  it('learns from a session who it was and how the user can sign in', () => {
    const plain = fromSession(INITIAL_APP_STATE, { ...clientSession, mfa: undefined });
    expect(plain).toMatchObject({
      availableAuthTypes: ['password'],
      loginPreference: 'password',
      biometricSetupStatus: 'notSetUp',
      sessionDetails: {
        username: clientSession.username,
        clientId: clientSession.id,
        adviserId: clientSession.adviserId,
        lastLogin: clientSession.lastLogin,
      },
    });
    const offered = fromSession(INITIAL_APP_STATE, {
      ...clientSession,
      mfa: { status: 'done', methods: [], required: false, offer: true },
    });
    expect(offered.biometricSetupStatus).toBe('offered');
    const passkey = fromSession(INITIAL_APP_STATE, {
      ...clientSession,
      mfa: { status: 'done', methods: ['passkey', 'recovery'], required: false, offer: false },
    });
    expect(passkey).toMatchObject({
      availableAuthTypes: ['password', 'passkey', 'recovery'],
      loginPreference: 'passkey',
      biometricSetupStatus: 'enrolled',
    });
    const totp = fromSession(INITIAL_APP_STATE, {
      ...clientSession,
      mfa: { status: 'done', methods: ['totp'], required: false, offer: true },
    });
    expect(totp).toMatchObject({ loginPreference: 'password', biometricSetupStatus: 'offered' });
  });

  it('keeps the state in the storage across page loads, and tells subscribers', () => {
    const storage = new MemoryStorage();
    applicationState.setStorage(storage);
    let heard = 0;
    const stop = applicationState.subscribe(() => heard++);
    recordSession(clientSession);
    recordSession(null);
    stop();
    expect(heard).toBe(1);
    expect(parseAppState(storage.getItem(APP_STATE_KEY)).sessionDetails?.username).toBe(clientSession.username);
    expect(applicationState.get().sessionDetails?.username).toBe(clientSession.username);
  });

  it('without storage, or when it refuses a write, lives for the page load', () => {
    applicationState.setStorage(null);
    applicationState.update((s) => ({ ...s, isFirstLaunch: false }));
    expect(applicationState.get().isFirstLaunch).toBe(false);
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    applicationState.setStorage(full);
    expect(applicationState.get()).toBe(INITIAL_APP_STATE);
    applicationState.update((s) => ({ ...s, initialPath: '/client/home' }));
    expect(applicationState.get().initialPath).toBe('/client/home');
    const broken = new MemoryStorage();
    broken.getItem = () => {
      throw new Error('SecurityError');
    };
    applicationState.setStorage(broken);
    expect(applicationState.get()).toBe(INITIAL_APP_STATE);
  });
});
