/**
 * Documents: PDF generation per document (median over 50+ of demo.client's documents, every
 * category), from the server's Server-Timing (the figures' queries, the rendering) and end to end
 * (download over localhost); the size of a PDF; a filtered page of the list. Prints figures only.
 */
import { href, routes } from '@portal/api';
import type { ClientResource, CorrespondencePage } from '@portal/api';
import { figure, loginCookie, median, percentile, startServer } from './harness.ts';

// A fresh copy of the seeded template of its own (harness.ts): other benches may run at the same time.
const server = await startServer();
const fmt = (values: number[]) => `p95 ${percentile(values, 95).toFixed(1)} ms (n=${values.length})`;

try {
  const cookie = await loginCookie(server.baseUrl, 'demo.client@example.com');
  const get = (path: string) => fetch(`${server.baseUrl}${path}`, { headers: { cookie } });
  const json = async <T>(path: string): Promise<T> => {
    const res = await get(path);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const session = await json<{ id: number }>(routes.sessionInfo.path);
  const resource = await json<ClientResource>(href(routes.client, { clientId: session.id }));
  const documents = [...resource.correspondences._embedded.correspondenceResourceList];
  for (let next = resource.correspondences._links.next?.href; next;) {
    const page: CorrespondencePage = await json<CorrespondencePage>(next);
    documents.push(...page._embedded.correspondenceResourceList);
    next = page._links.next?.href;
  }
  console.log(`Documents, demo.client (${documents.length} documents)`);

  const timing = (header: string | null, name: string) => Number(new RegExp(`${name};dur=([\\d.]+)`).exec(header ?? '')?.[1] ?? NaN);
  const total: number[] = [];
  const data: number[] = [];
  const render: number[] = [];
  const byCategory = new Map<string, number[]>();
  const sizes: number[] = [];
  // First pass warms up (fonts, JIT, query plans); then at least 50 timed downloads.
  for (let pass = 0; pass < 3; pass += 1) {
    for (const doc of documents) {
      const t0 = performance.now();
      const res = await get(doc._links.download!.href);
      const body = Buffer.from(await res.arrayBuffer());
      const elapsed = performance.now() - t0;
      if (!res.ok || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`${doc.documentId}: ${res.status}`);
      if (pass === 0) continue;
      const header = res.headers.get('server-timing');
      total.push(elapsed);
      data.push(timing(header, 'data'));
      render.push(timing(header, 'pdf'));
      byCategory.set(doc.category, [...(byCategory.get(doc.category) ?? []), timing(header, 'pdf')]);
      sizes.push(body.length);
    }
  }
  figure('PDF generation per document: rendering (median)', median(render), 'ms', fmt(render));
  figure('PDF generation per document: figures from the database', median(data), 'ms', fmt(data));
  figure('PDF download end to end (localhost)', median(total), 'ms', fmt(total));
  for (const [category, values] of byCategory) figure(`  rendering, ${category}`, median(values), 'ms', `n=${values.length}`);
  figure('PDF size (median)', median(sizes) / 1024, 'KiB');

  const filtered: number[] = [];
  const account = documents.find((d) => d.accountNumber)?.accountNumber ?? '';
  for (let i = 0; i < 30; i += 1) {
    const t0 = performance.now();
    await json(
      href(
        routes.correspondences,
        { clientId: session.id },
        { category: 'Valuation', accountNumber: account, dateFrom: '2020-01-01', dateTo: '2030-01-01' },
      ),
    );
    filtered.push(performance.now() - t0);
  }
  figure('filtered page of documents (fetch + JSON)', median(filtered), 'ms', fmt(filtered));
} finally {
  await server.stop();
}
