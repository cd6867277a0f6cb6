/**
 * Signed-in devices and who looked at my account (issue 30 items 4, 5), on the real database: the
 * list as the owner sees it (browser, system and place from what sign-in kept, this device marked),
 * ending one and all the others (the ended cookie is refused at once), and every adviser visit with
 * its pages and downloads, newest first and paged, for the client and — their own only — the adviser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLog, correspondencePage, href, routes, signedInDevices } from '@portal/api';
import { ACCESS_LOG_PAGE_SIZE } from '../src/features/account-security/service.ts';
import { PASSWORD, createTestApp, loginCookie, sessionCookie } from './helpers.ts';
import type { TestApp } from './helpers.ts';

const CLIENT = 'demo.client@example.com';
const CLIENT_ID = 1000010001;
const ADVISER = 'demo.adviser@example.com';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string, payload: unknown = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as Record<string, unknown> });

async function signIn(username: string, userAgent: string, remoteAddress: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: routes.login.path,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    payload: new URLSearchParams({ username, password: PASSWORD }).toString(),
  });
  expect(response.statusCode).toBe(200);
  return sessionCookie(response)!;
}

describe('signed-in devices', () => {
  it('lists the user’s live sessions, this device first, and ends one and then all the others', async () => {
    const laptop = await signIn('big.client@example.com', WINDOWS_FIREFOX, '10.1.2.3');
    const phone = await signIn('big.client@example.com', IPHONE, '81.2.69.142');
    const tablet = await signIn('big.client@example.com', IPHONE, '::1');
    const listed = await get(routes.signedInDevices.path, laptop);
    expect(listed.statusCode).toBe(200);
    const { devices } = signedInDevices.parse(listed.json());
    expect(devices).toHaveLength(3);
    expect(devices[0]).toMatchObject({
      current: true,
      browser: 'Firefox 133',
      operatingSystem: 'Windows 10',
      deviceType: 'desktop',
      place: null,
    });
    const others = devices.slice(1);
    expect(others.every((d) => !d.current)).toBe(true);
    expect(others.map((d) => d.place).sort()).toEqual(['United Kingdom', null].sort());
    expect(others[0]).toMatchObject({ browser: 'Safari 17', operatingSystem: 'iOS 17.1', deviceType: 'mobile' });
    for (const d of devices) expect(Date.parse(d.lastActiveAt)).toBeGreaterThanOrEqual(Date.parse(d.signedInAt));

    // This device is not ended from the list (Log out ends it); an unknown id is not found.
    expect((await post(href(routes.endDeviceSession, { sessionId: devices[0]!.sessionId }), laptop)).statusCode).toBe(404);
    expect((await post(href(routes.endDeviceSession, { sessionId: crypto.randomUUID() }), laptop)).statusCode).toBe(404);
    // Another user cannot end it.
    const stranger = await loginCookie(t.app, 'solo.client@example.com');
    expect((await post(href(routes.endDeviceSession, { sessionId: others[0]!.sessionId }), stranger)).statusCode).toBe(404);

    const phoneId = devices.find((d) => d.place === 'United Kingdom')!.sessionId;
    // The phone's session is cached (validated) before it is ended.
    expect((await get(routes.sessionInfo.path, phone)).statusCode).toBe(200);
    const ended = await post(href(routes.endDeviceSession, { sessionId: phoneId }), laptop);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await get(routes.sessionInfo.path, phone)).statusCode).toBe(401);
    expect((await get(routes.sessionInfo.path, tablet)).statusCode).toBe(200);
    expect((await post(href(routes.endDeviceSession, { sessionId: phoneId }), laptop)).statusCode).toBe(404);

    const all = await post(routes.endOtherDeviceSessions.path, laptop);
    expect(all.json()).toEqual({ ended: 1 });
    expect((await get(routes.sessionInfo.path, tablet)).statusCode).toBe(401);
    expect((await get(routes.sessionInfo.path, laptop)).statusCode).toBe(200);
    expect(signedInDevices.parse((await get(routes.signedInDevices.path, laptop)).json()).devices).toHaveLength(1);
    // The stranger's session was never the big client's to end.
    expect((await get(routes.sessionInfo.path, stranger)).statusCode).toBe(200);
  });

  it('an impersonating adviser sees none of the client’s devices and ends none', async () => {
    const client = await loginCookie(t.app, CLIENT);
    const own = await loginCookie(t.app, ADVISER);
    const viewing = sessionCookie(await get(href(routes.impersonateUser, { clientId: CLIENT_ID }), own))!;
    expect((await get(routes.signedInDevices.path, viewing)).statusCode).toBe(403);
    const { devices } = signedInDevices.parse((await get(routes.signedInDevices.path, client)).json());
    const refused = await post(href(routes.endDeviceSession, { sessionId: devices[0]!.sessionId }), viewing);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ReadOnly' });
    expect((await post(routes.endOtherDeviceSessions.path, viewing)).statusCode).toBe(403);
    expect((await get(routes.sessionInfo.path, client)).statusCode).toBe(200);
  });
});

describe('who looked at my account', () => {
  it('shows each visit with its adviser, firm, pages and downloads, newest first, paged, for the client and the adviser alike', async () => {
    const client = await loginCookie(t.app, CLIENT);
    const log = async (cookie: string, page = 1) => {
      const response = await get(`${href(routes.accessLog, { clientId: CLIENT_ID })}?page=${page}`, cookie);
      expect(response.statusCode).toBe(200);
      return accessLog.parse(response.json());
    };
    const before = (await log(client)).total;

    const own = await loginCookie(t.app, ADVISER);
    t.clock.advance(1);
    let viewing = sessionCookie(await get(href(routes.impersonateUser, { clientId: CLIENT_ID }), own))!;
    // Seen by the client at once, in progress.
    const started = await log(client);
    expect(started.total).toBe(before + 1);
    expect(started.visits[0]).toMatchObject({ adviserName: expect.any(String), inProgress: true, endedAt: null, pages: [], downloads: [] });
    expect(started.visits[0]!.firmName).toBeTruthy();

    for (const page of ['home', 'documents', 'home'] as const)
      expect((await post(routes.impersonationPageView.path, viewing, { page })).statusCode).toBe(204);
    expect((await post(routes.impersonationPageView.path, viewing, { page: 'adviser' })).statusCode).toBe(400);
    const documents = correspondencePage.parse((await get(href(routes.correspondences, { clientId: CLIENT_ID }), viewing)).json());
    const documentId = documents._embedded.correspondenceResourceList[0]!.documentId;
    const download = await get(href(routes.documentDownload, { documentId }), viewing);
    expect(download.statusCode).toBe(200);
    const fileName = /filename="([^"]+)"/.exec(String(download.headers['content-disposition']))![1];

    t.clock.advance(60);
    const stopped = await get(routes.stopImpersonation.path, viewing);
    viewing = sessionCookie(stopped)!;
    const visit = (await log(client)).visits[0]!;
    expect(visit).toMatchObject({ inProgress: false, pages: ['home', 'documents'], downloads: [{ fileName }] });
    expect(Date.parse(visit.endedAt!) - Date.parse(visit.startedAt)).toBe(60_000);

    // More visits than a page holds: newest first, paged.
    for (let i = 0; i < ACCESS_LOG_PAGE_SIZE; i += 1) {
      t.clock.advance(1);
      viewing = sessionCookie(await get(href(routes.impersonateUser, { clientId: CLIENT_ID }), viewing))!;
    }
    const first = await log(client);
    const second = await log(client, 2);
    expect(first.total).toBe(before + 1 + ACCESS_LOG_PAGE_SIZE);
    expect(first.visits).toHaveLength(ACCESS_LOG_PAGE_SIZE);
    const starts = [...first.visits, ...second.visits].map((v) => Date.parse(v.startedAt));
    expect(starts).toEqual([...starts].sort((x, y) => y - x));
    // Switching ended each earlier visit; the latest is in progress.
    expect(first.visits[0]!.inProgress).toBe(true);
    expect(first.visits.slice(1).every((v) => v.endedAt !== null && !v.inProgress)).toBe(true);

    // The impersonating adviser reads the same log, of its own visits only; the client's writes are refused.
    const adviserView = await log(viewing);
    expect(adviserView.total).toBe(first.total);
    // Not impersonating, an adviser reads no client's log.
    const notViewing = await get(href(routes.accessLog, { clientId: CLIENT_ID }), await loginCookie(t.app, ADVISER));
    expect(notViewing.statusCode).toBe(403);
    // Not impersonating: no pages to record.
    expect((await post(routes.impersonationPageView.path, client, { page: 'home' })).statusCode).toBe(403);
    // A logout ends the visit too.
    await get(routes.logout.path, viewing);
    expect((await log(client)).visits[0]).toMatchObject({ inProgress: false, endedAt: expect.any(String) });
  });
});
