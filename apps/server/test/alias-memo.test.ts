/**
 * An account's nickname and a memo asset's value over HTTP (issue 11): the owner writes and the client
 * resource shows it at once (its cache is dropped); another client's account or memo asset is 404
 * (never revealed); bad bodies are 400; an impersonating adviser is 403; nothing changes on failure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ALIAS_MAX, accountAliasResponse, clientResource, errorBody, href, memoAsset, routes } from '@portal/api';
import { todayInLondon } from '@portal/domain';
import { createTestApp, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const CLIENT = 'demo.client@example.com';
const CLIENT_ID = 1000010001;
/** Co-owns demo.client's joint GIA. */
const JOINT = 'david.morgan@example.com';
const JOINT_ID = 1000010002;
const OTHER = 'solo.client@example.com';
const OTHER_ID = 1000010003;
const ADVISER = 'demo.adviser@example.com';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginCookie(t.app, CLIENT);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, c?: string) => t.app.inject({ method: 'GET', url, headers: c ? { cookie: c } : {} });
const patch = (url: string, c: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url,
    headers: { 'content-type': 'application/json', ...(c ? { cookie: c } : {}) },
    payload: JSON.stringify(payload),
  });
const resource = async (clientId: number, c: string) => clientResource.parse((await get(href(routes.client, { clientId }), c)).json());
const aliasUrl = (accountNumber: string) => href(routes.accountAlias, { accountNumber });

async function accountsOf(clientId: number) {
  return t.handle.db
    .selectFrom('accounts')
    .innerJoin('account_owners', 'account_owners.account_id', 'accounts.account_id')
    .select(['accounts.account_number', 'accounts.alias'])
    .where('account_owners.client_id', '=', clientId)
    .orderBy('accounts.account_number')
    .execute();
}
const allAliases = async () =>
  JSON.stringify(await t.handle.db.selectFrom('accounts').select(['account_number', 'alias']).orderBy('account_number').execute());
const allMemoAssets = async () =>
  JSON.stringify(await t.handle.db.selectFrom('memo_assets').selectAll().orderBy('memo_asset_id').execute());

async function impersonating(clientId: number): Promise<string> {
  const adviser = await loginCookie(t.app, ADVISER);
  return sessionCookie(await get(href(routes.impersonateUser, { clientId }), adviser))!;
}

describe('PATCH account alias', () => {
  it('renames the client’s own account (trimmed) and the client resource shows it at once', async () => {
    const [account] = await accountsOf(CLIENT_ID);
    // Fill the resource cache first, so the answer after the write proves the cache was dropped.
    await resource(CLIENT_ID, cookie);
    const response = await patch(aliasUrl(account!.account_number), cookie, { alias: '  Rainy day fund  ' });
    expect(response.statusCode).toBe(200);
    expect(accountAliasResponse.parse(response.json())).toEqual({ accountNumber: account!.account_number, alias: 'Rainy day fund' });
    expect((await accountsOf(CLIENT_ID))[0]?.alias).toBe('Rainy day fund');
    const shown = (await resource(CLIENT_ID, cookie)).accounts.find((a) => a.accountNumber === account!.account_number);
    expect(shown?.alias).toBe('Rainy day fund');
  });

  it('lets a joint owner rename the joint account, and the other owner sees it at once', async () => {
    const mine = new Set((await accountsOf(CLIENT_ID)).map((a) => a.account_number));
    const joint = (await accountsOf(JOINT_ID)).find((a) => mine.has(a.account_number));
    expect(joint).toBeDefined();
    await resource(CLIENT_ID, cookie);
    const jointCookie = await loginCookie(t.app, JOINT);
    const response = await patch(aliasUrl(joint!.account_number), jointCookie, { alias: `Our ${'x'.repeat(ACCOUNT_ALIAS_MAX - 4)}` });
    expect(response.statusCode).toBe(200);
    const shown = (await resource(CLIENT_ID, cookie)).accounts.find((a) => a.accountNumber === joint!.account_number);
    expect(shown?.alias).toHaveLength(ACCOUNT_ALIAS_MAX);
  });

  it('answers 404 for an account the client does not own, or that does not exist, changing nothing', async () => {
    const [theirs] = await accountsOf(OTHER_ID);
    const before = await allAliases();
    for (const accountNumber of [theirs!.account_number, 'NOSUCH-1']) {
      const response = await patch(aliasUrl(accountNumber), cookie, { alias: 'Mine now' });
      expect(response.statusCode, accountNumber).toBe(404);
      expect(errorBody.parse(response.json()).code).toBe('NotFound');
    }
    expect(await allAliases()).toBe(before);
  });

  it('refuses an alias of spaces, too long, with control characters, or a malformed body with 400, changing nothing', async () => {
    const [account] = await accountsOf(CLIENT_ID);
    const before = await allAliases();
    for (const body of [
      { alias: '   ' },
      { alias: '' },
      { alias: 'x'.repeat(ACCOUNT_ALIAS_MAX + 1) },
      { alias: 'Tab\there' },
      { alias: 'Line\nbreak' },
      { alias: 42 },
      {},
      { alias: 'Fine', extra: true },
    ]) {
      const response = await patch(aliasUrl(account!.account_number), cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBody.parse(response.json()).code).toBe('BadRequest');
    }
    expect((await patch(aliasUrl('bad number!'), cookie, { alias: 'Fine' })).statusCode).toBe(400);
    expect(await allAliases()).toBe(before);
  });

  it('refuses an impersonating adviser with 403 ReadOnly, and a caller without a login with 401, changing nothing', async () => {
    const [account] = await accountsOf(CLIENT_ID);
    const before = await allAliases();
    const viewing = await impersonating(CLIENT_ID);
    const response = await patch(aliasUrl(account!.account_number), viewing, { alias: 'Adviser was here' });
    expect(response.statusCode).toBe(403);
    expect(errorBody.parse(response.json()).code).toBe('ReadOnly');
    expect((await patch(aliasUrl(account!.account_number), undefined, { alias: 'Anyone' })).statusCode).toBe(401);
    expect(await allAliases()).toBe(before);
  });
});

describe('PATCH memo asset', () => {
  const today = () => todayInLondon(t.clock.now);

  it('carries memoAssetId and its own PATCH link on the client resource', async () => {
    const assets = (await resource(CLIENT_ID, cookie)).memoAssets;
    expect(assets.length).toBeGreaterThan(0);
    for (const a of assets) expect(a._links.self?.href).toBe(`/nui/nbs/clients/${CLIENT_ID}/memoAssets/${a.memoAssetId}`);
  });

  it('updates value and date through the asset’s own link; the client resource shows it at once', async () => {
    const [asset] = (await resource(CLIENT_ID, cookie)).memoAssets;
    const response = await patch(asset!._links.self!.href, cookie, { approximateValue: 51234.56, valueEffectiveDate: today() });
    expect(response.statusCode).toBe(200);
    const answer = memoAsset.parse(response.json());
    expect(answer).toEqual({ ...asset, approximateValue: 51234.56, valueEffectiveDate: today() });
    const row = await t.handle.db
      .selectFrom('memo_assets')
      .selectAll()
      .where('memo_asset_id', '=', asset!.memoAssetId)
      .executeTakeFirstOrThrow();
    expect([Number(row.approximate_value), row.value_effective_date]).toEqual([51234.56, today()]);
    expect((await resource(CLIENT_ID, cookie)).memoAssets[0]).toEqual(answer);
    // Zero is a value too.
    const zero = await patch(asset!._links.self!.href, cookie, { approximateValue: 0, valueEffectiveDate: '2024-02-29' });
    expect(memoAsset.parse(zero.json())).toMatchObject({ approximateValue: 0, valueEffectiveDate: '2024-02-29' });
  });

  it('refuses a negative value, more than 2 decimals, too large, a future or malformed date with 400, changing nothing', async () => {
    const [asset] = (await resource(CLIENT_ID, cookie)).memoAssets;
    const before = await allMemoAssets();
    const tomorrow = new Date(t.clock.now.getTime() + 86_400_000 * 2).toISOString().slice(0, 10);
    for (const body of [
      { approximateValue: -1, valueEffectiveDate: today() },
      { approximateValue: 10.001, valueEffectiveDate: today() },
      { approximateValue: 1e12, valueEffectiveDate: today() },
      { approximateValue: 10, valueEffectiveDate: tomorrow },
      { approximateValue: 10, valueEffectiveDate: '2025-02-30' },
      { approximateValue: 10, valueEffectiveDate: '20/11/2025' },
      { approximateValue: '10', valueEffectiveDate: today() },
      { approximateValue: 10 },
      { approximateValue: 10, valueEffectiveDate: today(), description: 'Renamed' },
    ]) {
      const response = await patch(asset!._links.self!.href, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorBody.parse(response.json()).code).toBe('BadRequest');
    }
    expect(await allMemoAssets()).toBe(before);
  });

  it('answers 404 for another client’s memo asset, by its own or the owner’s client id, changing nothing', async () => {
    const [asset] = (await resource(CLIENT_ID, cookie)).memoAssets;
    const other = await loginCookie(t.app, OTHER);
    const before = await allMemoAssets();
    const body = { approximateValue: 1, valueEffectiveDate: today() };
    for (const url of [
      asset!._links.self!.href,
      href(routes.memoAsset, { clientId: OTHER_ID, memoAssetId: asset!.memoAssetId }),
      href(routes.memoAsset, { clientId: OTHER_ID, memoAssetId: 999999 }),
    ]) {
      const response = await patch(url, other, body);
      expect(response.statusCode, url).toBe(404);
      expect(errorBody.parse(response.json()).code).toBe('NotFound');
    }
    // The owner's unknown id is 404 too.
    expect((await patch(href(routes.memoAsset, { clientId: CLIENT_ID, memoAssetId: 999999 }), cookie, body)).statusCode).toBe(404);
    expect(await allMemoAssets()).toBe(before);
  });

  it('refuses an impersonating adviser with 403 ReadOnly, changing nothing', async () => {
    const [asset] = (await resource(CLIENT_ID, cookie)).memoAssets;
    const before = await allMemoAssets();
    const viewing = await impersonating(CLIENT_ID);
    const response = await patch(asset!._links.self!.href, viewing, { approximateValue: 5, valueEffectiveDate: today() });
    expect(response.statusCode).toBe(403);
    expect(errorBody.parse(response.json()).code).toBe('ReadOnly');
    expect(await allMemoAssets()).toBe(before);
  });
});
