/** GET /nui/nbs/clients/{id}, its document pages, and the location theme: shapes, content and who may read what. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientResource, correspondencePage, errorBody, locationTheme, modelPortfolio, wrapperDetails } from '@portal/api';
import type { ClientResource } from '@portal/api';
import { createTestApp, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp;
let demo: string;
let solo: string;
let adviser: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = await loginCookie(t.app, 'demo.client@example.com');
  solo = await loginCookie(t.app, 'solo.client@example.com');
  adviser = await loginCookie(t.app, 'demo.adviser@example.com');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function resource(clientId: number, cookie: string): Promise<ClientResource> {
  const response = await get(`/nui/nbs/clients/${clientId}`, cookie);
  expect(response.statusCode).toBe(200);
  const parsed = clientResource.strict().safeParse(response.json());
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 5)));
  return parsed.data;
}

describe('GET /nui/nbs/clients/{clientId}', () => {
  it('answers demo.client a resource that validates against the contract', async () => {
    const r = await resource(1000010001, demo);
    expect(r).toMatchObject({ clientId: 1000010001, forename: 'Alice', surname: 'Morgan', adviserId: 200000102 });
    expect(r._links.self?.href).toBe('/nui/nbs/clients/1000010001');
    expect(r.adviser).toMatchObject({ adviserId: 200000102, location: { locationId: 40000012 } });
  });

  it('lists ≥ 6 accounts with an ISA, GIA, Pension, flexi-access Drawdown, a joint GIA and a closed one', async () => {
    const { accounts } = await resource(1000010001, demo);
    expect(accounts.length).toBeGreaterThanOrEqual(6);
    const types = accounts.map((a) => a.accountType);
    for (const type of ['Isa', 'GIA', 'Pension', 'Drawdown']) expect(types).toContain(type);
    const joint = accounts.find((a) => a.numberOfOwners === 2);
    expect(joint?.wrapperType).toBe('GIA');
    expect(joint?.jointClients.map((c) => c.clientId).sort()).toEqual([1000010001, 1000010002]);
    expect(joint?.jointClients[0]?.ownerRelationships).toEqual([{ code: 'OWNR' }]);
    const closed = accounts.filter((a) => a.accountStatus === 'Closed');
    expect(closed).toHaveLength(1);
    expect(closed[0]?.closedDate).not.toBeNull();
    for (const a of accounts.filter((x) => x.accountStatus === 'Active')) expect(a.totalHoldings).toBeGreaterThan(0);
    for (const rel of ['accountDetails', 'modelPortfolio', 'holdings', 'accountRelationships', 'wrapperDetails']) {
      expect(accounts[0]?._links[rel]?.href).toMatch(new RegExp(`^/nui/nbs/accounts/${accounts[0]?.accountNumber}/`));
    }
    const isa = accounts.find((a) => a.accountType === 'Isa' && a.accountStatus === 'Active');
    expect(isa?.details.regularContributions[0]).toMatchObject({ amount: 400, frequency: 'Monthly' });
    const drawdown = accounts.find((a) => a.accountType === 'Drawdown');
    expect(drawdown?.details.regularWithdrawals[0]).toMatchObject({ amount: 850 });
  });

  it('account values come from the simulated history (holdings sum to totalHoldings)', async () => {
    const { accounts } = await resource(1000010001, demo);
    for (const account of accounts) {
      const row = await t.handle.db
        .selectFrom('holdings')
        .innerJoin('accounts', 'accounts.account_id', 'holdings.account_id')
        .select((eb) => eb.fn.sum<number>('holdings.value').as('total'))
        .where('accounts.account_number', '=', account.accountNumber)
        .executeTakeFirstOrThrow();
      expect(Number(row.total ?? 0)).toBeCloseTo(account.totalHoldings ?? 0, 1);
    }
    const drawdown = await t.handle.db
      .selectFrom('accounts')
      .select('wrapper_details')
      .where('account_type', '=', 'Drawdown')
      .where('alias', '=', 'Retirement income')
      .executeTakeFirstOrThrow();
    expect(drawdown.wrapper_details).toMatchObject({ drawdownType: 'Flexi-access' });
  });

  it('carries each account’s portfolio (name, funds) and wrapper details, as the account’s own links answer them (spec §3)', async () => {
    const { accounts } = await resource(1000010001, demo);
    expect(accounts.some((a) => a.portfolio !== null)).toBe(true);
    for (const account of accounts) {
      const wrapper = await get(account._links.wrapperDetails!.href, demo);
      expect(account.wrapperDetails).toEqual(wrapperDetails.parse(wrapper.json()));
      const model = await get(account._links.modelPortfolio!.href, demo);
      if (account.portfolio === null) {
        expect(model.statusCode).toBe(404);
        continue;
      }
      const { name, funds } = modelPortfolio.parse(model.json());
      expect(account.portfolio).toEqual({ name, funds });
      expect(funds.length).toBeGreaterThan(0);
    }
  });

  it('shows the co-owned joint account to the other owner too', async () => {
    const david = await loginCookie(t.app, '1000010002');
    const r = await resource(1000010002, david);
    expect(r.accounts.some((a) => a.numberOfOwners === 2)).toBe(true);
  });

  it('carries memo assets (one without a value), an active and an inactive bank account, addresses and e-mails', async () => {
    const r = await resource(1000010001, demo);
    expect(r.memoAssets.length).toBeGreaterThanOrEqual(3);
    expect(r.memoAssets.some((m) => m.approximateValue === null)).toBe(true);
    expect(r.memoAssets.some((m) => (m.approximateValue ?? 0) > 0)).toBe(true);
    expect(r.bankAccounts.map((b) => b.bankAccountStatus).sort()).toEqual(['Active', 'Inactive']);
    expect(r.addresses.find((a) => a.primary)).toBeDefined();
    expect(r.emailAddresses.find((e) => e.primaryType)?.emailAddress).toBe('demo.client@example.com');
  });

  it('has a first page of documents, newest first, with unread ones, a None category and a next link', async () => {
    const r = await resource(1000010001, demo);
    const docs = r.correspondences._embedded.correspondenceResourceList;
    expect(docs).toHaveLength(20);
    const dates = docs.map((d) => d.sentDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(r.correspondences.unreadDocumentsPresent).toBe(true);
    expect(docs.some((d) => d.firstOpenDate === null)).toBe(true);
    expect(new Set(docs.map((d) => d.category))).toContain('None');
    expect(r.correspondences.page).toMatchObject({ number: 0, size: 20 });
    expect(r.correspondences.page.totalElements).toBeGreaterThan(20);
    expect(r.newCorrespondencesSinceLastLogin).toBe(true);

    const next = r.correspondences._links.next?.href;
    expect(next).toBeDefined();
    const page = await get(next as string, demo);
    expect(page.statusCode).toBe(200);
    const second = correspondencePage.parse(page.json());
    expect(second.page.number).toBe(1);
    expect((second._embedded.correspondenceResourceList[0]?.sentDate ?? '') <= (dates.at(-1) ?? '')).toBe(true);
  });

  it('answers solo.client adviser null and exactly one ISA', async () => {
    const r = await resource(1000010003, solo);
    expect(r.adviser).toBeNull();
    expect(r.adviserId).toBe(100000085);
    expect(r.accounts).toHaveLength(1);
    expect(r.accounts[0]?.accountType).toBe('Isa');
  });

  it("refuses a client reading another client's id: 403 Forbidden", async () => {
    const response = await get('/nui/nbs/clients/1000010001', solo);
    expect(response.statusCode).toBe(403);
    expect(errorBody.parse(response.json())).toMatchObject({ status: 403, code: 'Forbidden' });
    expect((await get('/nui/nbs/clients/1000010001/correspondences?page=1', solo)).statusCode).toBe(403);
    // Even a co-owner of a joint account reads only its own resource.
    const david = await loginCookie(t.app, '1000010002');
    expect((await get('/nui/nbs/clients/1000010001', david)).statusCode).toBe(403);
  });

  // Hardening (issue 14): an unknown id is refused like any other client's (403), for advisers too,
  // since an adviser reads client data only through an impersonation (test/adviser-access.test.ts).
  it('answers 401 when not logged in, 400 for a non-numeric id, 403 for an unknown id', async () => {
    expect((await get('/nui/nbs/clients/1000010001')).statusCode).toBe(401);
    const bad = await get('/nui/nbs/clients/abc', demo);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BadRequest' });
    const missing = await get('/nui/nbs/clients/1000077777', adviser);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toMatchObject({ code: 'Forbidden' });
  });

  it("lets an adviser read its firm's client only while impersonating it, and never another firm's", async () => {
    expect((await get('/nui/nbs/clients/1000010001', adviser)).statusCode).toBe(403);
    const own = await loginCookie(t.app, 'demo.adviser@example.com');
    const viewing = sessionCookie(await get('/nui/nbs/impersonateUser/1000010001', own)) ?? own;
    const r = await resource(1000010001, viewing);
    expect(r.newCorrespondencesSinceLastLogin).toBe(false);
    const otherFirm = await t.handle.db.selectFrom('clients').select('client_id').where('adviser_id', '=', 200000201).executeTakeFirst();
    if (otherFirm) expect((await get(`/nui/nbs/clients/${otherFirm.client_id}`, viewing)).statusCode).toBe(403);
  });

  it('is cheap: 50 sequential reads average well under 50 ms', async () => {
    const started = performance.now();
    for (let i = 0; i < 50; i++) await get('/nui/nbs/clients/1000010001', demo);
    expect((performance.now() - started) / 50).toBeLessThan(50);
  });
});

describe('locations: theme and logo', () => {
  it('gives demo.client its adviser location theme: branded colour and own logo', async () => {
    const response = await get('/nui/nbs/locations/1', demo);
    expect(response.statusCode).toBe(200);
    const theme = locationTheme.parse(response.json());
    expect(theme).toMatchObject({ highlightColour: '#1d5c96', isBranded: true });
    const logo = await get(theme._links.logo?.href as string, demo);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(logo.body).toContain('<svg');
  });

  it('gives a client without an adviser the default theme', async () => {
    const theme = locationTheme.parse((await get('/nui/nbs/locations/1', solo)).json());
    expect(theme).toMatchObject({ highlightColour: '#f78f21', isBranded: false });
    expect((await get(theme._links.logo?.href as string, solo)).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    expect((await get('/nui/nbs/locations/1')).statusCode).toBe(401);
    expect((await get('/nui/nbs/locations/40000012/logo')).statusCode).toBe(401);
  });
});
