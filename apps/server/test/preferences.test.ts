/**
 * The client's preferences over HTTP (issue 11): reading preferences and delivery options, changing a
 * delivery preference and the ad-hoc fee authority — the owner reads and writes, an impersonating
 * adviser reads but every write is 403 with the database unchanged, bad bodies are 400 with nothing
 * changed, and the session's preferences follow a write at once (session-info, next login).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adHocFeeAuthResponse,
  clientPreferencesResponse,
  correspondenceDeliveryOptionsResponse,
  deliveryPreferenceResponse,
  errorBody,
  href,
  routes,
  userSession,
} from '@portal/api';
import { settingsTexts } from '@portal/domain';
import { createTestApp, login, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const CLIENT = 'demo.client@example.com';
const CLIENT_ID = 1000010001;
const OTHER = 'solo.client@example.com';
const OTHER_ID = 1000010003;
const ADVISER = 'demo.adviser@example.com';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const put = (url: string, cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });

const ref = (codeCode: string, codeType: string) => ({ codeCode, codeType });
const pair = (type: string, option: string) => ({ documentType: ref(type, 'DOCTYPE'), deliveryOption: ref(option, 'DELIVERY') });

/** Everything these calls could change, for one client. */
async function stored(clientId: number) {
  const [deliveries, fee] = await Promise.all([
    t.handle.db
      .selectFrom('client_delivery_preferences')
      .select(['document_type_code', 'option_code', 'updated_at'])
      .where('client_id', '=', clientId)
      .orderBy('document_type_code')
      .execute(),
    t.handle.db
      .selectFrom('clients')
      .select(['ad_hoc_fee_auth', 'ad_hoc_fee_auth_updated'])
      .where('client_id', '=', clientId)
      .executeTakeFirstOrThrow(),
  ]);
  return JSON.stringify({ deliveries, fee });
}

async function impersonating(clientId: number): Promise<string> {
  const cookie = await loginCookie(t.app, ADVISER);
  const response = await get(href(routes.impersonateUser, { clientId }), cookie);
  expect(response.statusCode).toBe(200);
  return sessionCookie(response)!;
}

describe('GET clientPreferences and correspondenceDeliveryOptions', () => {
  it('answers the client its fee authority and a delivery for every document type of its documents', async () => {
    const cookie = await loginCookie(t.app, CLIENT);
    const response = await get(routes.clientPreferences.path, cookie);
    expect(response.statusCode).toBe(200);
    const { clientPreferences } = clientPreferencesResponse.parse(response.json());
    expect(clientPreferences.adHocFeeAuth).toEqual({ enabled: false, lastUpdated: null });
    const current = clientPreferences.correspondenceDelivery.currentPreferences;
    const types = await t.handle.db.selectFrom('correspondences').select('document_type_code').distinct().execute();
    expect(current.map((p) => p.documentType.codeCode).sort()).toEqual(types.map((r) => r.document_type_code).sort());
    for (const p of current) {
      expect(p.documentType).toMatchObject({ codeType: 'DOCTYPE', codeDescription: expect.any(String) });
      expect(p.deliveryOption).toEqual({ codeCode: 'ONLINE', codeType: 'DELIVERY', codeDescription: 'Online' });
    }
  });

  it('seeds every client with a delivery for every document type, each offered by its type', async () => {
    const [clients, types, offered] = await Promise.all([
      t.handle.db.selectFrom('clients').select('client_id').execute(),
      t.handle.db.selectFrom('document_types').select('document_type_code').execute(),
      t.handle.db
        .selectFrom('client_delivery_preferences as p')
        .innerJoin('document_type_delivery_options as o', (join) =>
          join.onRef('o.document_type_code', '=', 'p.document_type_code').onRef('o.option_code', '=', 'p.option_code'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    expect(Number(offered.n)).toBe(clients.length * types.length);
  });

  it('seeds some clients with the fee authority on, dated', async () => {
    const on = await t.handle.db.selectFrom('clients').select(['ad_hoc_fee_auth_updated']).where('ad_hoc_fee_auth', '=', true).execute();
    expect(on.length).toBeGreaterThan(0);
    for (const row of on) expect(row.ad_hoc_fee_auth_updated).toBeInstanceOf(Date);
  });

  it('answers every option and, per document type, the options it offers (contract notes: no Both)', async () => {
    const cookie = await loginCookie(t.app, CLIENT);
    const response = await get(routes.correspondenceDeliveryOptions.path, cookie);
    expect(response.statusCode).toBe(200);
    const body = correspondenceDeliveryOptionsResponse.parse(response.json());
    expect(body.correspondenceDeliveryOptions.map((o) => [o.codeCode, o.codeDescription])).toEqual([
      ['ONLINE', 'Online'],
      ['POST', 'Post'],
      ['BOTH', 'Online and post'],
    ]);
    const contractNotes = body.optionsByDocumentType.find((t) => t.documentType.codeCode === 'CNT');
    expect(contractNotes?.deliveryOptions.map((o) => o.codeCode)).toEqual(['ONLINE', 'POST']);
    expect(body.optionsByDocumentType).toHaveLength(5);
  });

  it('lets an impersonating adviser read the client’s preferences', async () => {
    const viewing = await impersonating(CLIENT_ID);
    const response = await get(routes.clientPreferences.path, viewing);
    expect(response.statusCode).toBe(200);
    expect(clientPreferencesResponse.parse(response.json()).clientPreferences.correspondenceDelivery.currentPreferences).toHaveLength(5);
    expect((await get(routes.correspondenceDeliveryOptions.path, viewing)).statusCode).toBe(200);
  });

  it('refuses without a login (401) and an adviser who views no client (403)', async () => {
    expect((await get(routes.clientPreferences.path)).statusCode).toBe(401);
    expect((await get(routes.correspondenceDeliveryOptions.path)).statusCode).toBe(401);
    const adviser = await loginCookie(t.app, ADVISER);
    const response = await get(routes.clientPreferences.path, adviser);
    expect(response.statusCode).toBe(403);
    expect(errorBody.parse(response.json()).code).toBe('Forbidden');
  });
});

describe('PUT correspondenceDeliveryPreference', () => {
  it('stores an offered choice and answers the current preferences with the saved message', async () => {
    const otherBefore = await stored(OTHER_ID);
    const cookie = await loginCookie(t.app, CLIENT);
    const response = await put(routes.correspondenceDeliveryPreference.path, cookie, pair('VAL', 'POST'));
    expect(response.statusCode).toBe(200);
    const body = deliveryPreferenceResponse.parse(response.json());
    expect(body).toMatchObject({ status: 200, message: settingsTexts.saved });
    expect(body.currentPreferences.find((p) => p.documentType.codeCode === 'VAL')?.deliveryOption.codeCode).toBe('POST');
    const row = await t.handle.db
      .selectFrom('client_delivery_preferences')
      .select('option_code')
      .where('client_id', '=', CLIENT_ID)
      .where('document_type_code', '=', 'VAL')
      .executeTakeFirstOrThrow();
    expect(row.option_code).toBe('POST');
    // Read back, and in the session answer at once.
    const read = clientPreferencesResponse.parse((await get(routes.clientPreferences.path, cookie)).json());
    expect(read.clientPreferences.correspondenceDelivery.currentPreferences).toEqual(body.currentPreferences);
    const session = userSession.parse((await get(routes.sessionInfo.path, cookie)).json());
    expect(session.preferences?.correspondenceDelivery.currentPreferences).toEqual(body.currentPreferences);
    // Another client's choices are its own.
    expect(await stored(OTHER_ID)).toBe(otherBefore);
  });

  it('refuses a pair the type does not offer, an unknown code or a wrong codeType with 400, changing nothing', async () => {
    const cookie = await loginCookie(t.app, CLIENT);
    const before = await stored(CLIENT_ID);
    for (const body of [
      pair('CNT', 'BOTH'),
      pair('VAL', 'EMAIL'),
      pair('NOPE', 'POST'),
      { documentType: ref('VAL', 'DELIVERY'), deliveryOption: ref('POST', 'DELIVERY') },
      { documentType: ref('VAL', 'DOCTYPE'), deliveryOption: ref('POST', 'DOCTYPE') },
    ]) {
      const response = await put(routes.correspondenceDeliveryPreference.path, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBody.parse(response.json())).toMatchObject({ code: 'BadRequest', errorCodes: ['DeliveryOptionNotOffered'] });
    }
    for (const body of [{}, { documentType: ref('VAL', 'DOCTYPE') }, { ...pair('VAL', 'POST'), extra: 1 }, pair('V AL', 'POST')]) {
      const response = await put(routes.correspondenceDeliveryPreference.path, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBody.parse(response.json()).code).toBe('BadRequest');
    }
    expect(await stored(CLIENT_ID)).toBe(before);
  });

  it('refuses an impersonating adviser with 403 ReadOnly and changes nothing', async () => {
    const viewing = await impersonating(CLIENT_ID);
    const before = await stored(CLIENT_ID);
    const response = await put(routes.correspondenceDeliveryPreference.path, viewing, pair('STM', 'BOTH'));
    expect(response.statusCode).toBe(403);
    expect(errorBody.parse(response.json()).code).toBe('ReadOnly');
    expect(await stored(CLIENT_ID)).toBe(before);
  });
});

describe('PUT adHocFeeAuth', () => {
  it('turns the authority on and off, dated, and the session follows on session-info and the next login', async () => {
    const cookie = await loginCookie(t.app, CLIENT);
    const on = await put(routes.adHocFeeAuth.path, cookie, { enabled: true });
    expect(on.statusCode).toBe(200);
    const answer = adHocFeeAuthResponse.parse(on.json());
    expect(answer.newStatus).toBe(true);
    expect(Date.parse(answer.lastUpdated)).toBe(t.clock.now.getTime());
    const row = await t.handle.db
      .selectFrom('clients')
      .select(['ad_hoc_fee_auth', 'ad_hoc_fee_auth_updated'])
      .where('client_id', '=', CLIENT_ID)
      .executeTakeFirstOrThrow();
    expect(row.ad_hoc_fee_auth).toBe(true);
    expect(row.ad_hoc_fee_auth_updated?.toISOString()).toBe(answer.lastUpdated);

    const info = userSession.parse((await get(routes.sessionInfo.path, cookie)).json());
    expect(info.preferences?.adHocFeeAuth).toEqual({ enabled: true, lastUpdated: answer.lastUpdated });
    const next = userSession.parse((await login(t.app, CLIENT)).json());
    expect(next.preferences?.adHocFeeAuth.enabled).toBe(true);
    expect(next.preferences?.availableOptions.allDeliveryOptions.map((o) => o.codeCode)).toEqual(['ONLINE', 'POST', 'BOTH']);
    const viewing = await impersonating(CLIENT_ID);
    expect(userSession.parse((await get(routes.sessionInfo.path, viewing)).json()).preferences?.adHocFeeAuth.enabled).toBe(true);

    t.clock.advance(60);
    const off = await put(routes.adHocFeeAuth.path, cookie, { enabled: false });
    expect(adHocFeeAuthResponse.parse(off.json())).toEqual({ newStatus: false, lastUpdated: t.clock.now.toISOString() });
    expect(userSession.parse((await get(routes.sessionInfo.path, cookie)).json()).preferences?.adHocFeeAuth.enabled).toBe(false);
    expect(
      clientPreferencesResponse.parse((await get(routes.clientPreferences.path, cookie)).json()).clientPreferences.adHocFeeAuth,
    ).toEqual({
      enabled: false,
      lastUpdated: t.clock.now.toISOString(),
    });
  });

  it('refuses a body that is not { enabled: boolean } with 400, changing nothing', async () => {
    const cookie = await loginCookie(t.app, CLIENT);
    const before = await stored(CLIENT_ID);
    for (const body of [{}, { enabled: 'true' }, { enabled: 1 }, { enabled: true, clientId: OTHER_ID }]) {
      const response = await put(routes.adHocFeeAuth.path, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBody.parse(response.json()).code).toBe('BadRequest');
    }
    expect(await stored(CLIENT_ID)).toBe(before);
  });

  it('refuses an impersonating adviser with 403 ReadOnly and changes nothing; an adviser alone is 403 too', async () => {
    const viewing = await impersonating(CLIENT_ID);
    const before = await stored(CLIENT_ID);
    const response = await put(routes.adHocFeeAuth.path, viewing, { enabled: true });
    expect(response.statusCode).toBe(403);
    expect(errorBody.parse(response.json()).code).toBe('ReadOnly');
    expect(await stored(CLIENT_ID)).toBe(before);
    const adviser = await loginCookie(t.app, ADVISER);
    expect((await put(routes.adHocFeeAuth.path, adviser, { enabled: true })).statusCode).toBe(403);
    expect(await stored(CLIENT_ID)).toBe(before);
  });

  it('changes only the caller’s own client', async () => {
    const before = await stored(OTHER_ID);
    const cookie = await loginCookie(t.app, CLIENT);
    expect((await put(routes.adHocFeeAuth.path, cookie, { enabled: true })).statusCode).toBe(200);
    expect(await stored(OTHER_ID)).toBe(before);
    const other = userSession.parse((await login(t.app, OTHER)).json());
    expect(other.id).toBe(OTHER_ID);
    expect(other.preferences?.correspondenceDelivery.currentPreferences).toHaveLength(5);
  });
});
