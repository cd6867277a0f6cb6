import { it } from 'vitest';
import { createTestApp, loginCookie } from './helpers.ts';
import { transactionDatesParams } from '@portal/api';
it('debug', async () => {
  const t = await createTestApp();
  const c = await loginCookie(t.app, 'big.client@example.com');
  const acc = await t.handle.db.selectFrom('accounts').innerJoin('account_owners','account_owners.account_id','accounts.account_id').select(['account_number','accounts.account_id']).where('client_id','=',1000010005).executeTakeFirstOrThrow();
  const q = new URLSearchParams({...transactionDatesParams('EFFECTIVE_EVENT','2006-01-01','2025-11-20')}).toString();
  for (const url of [`/nui/nbs/accounts/${acc.account_number}/cashBalances`, `/nui/nbs/accounts/${acc.account_number}/transactionEvents?${q}`]) {
    const r = await t.app.inject({ method: 'GET', url, headers: { cookie: c } });
    console.log(r.statusCode, r.body.slice(0, 300));
    for (let i = 0; i < 5; i++) { const s = performance.now(); await t.app.inject({ method: 'GET', url, headers: { cookie: c } }); console.log('ms', performance.now() - s); }
  }
  await t.close();
});
