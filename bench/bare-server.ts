/**
 * The yardstick of server.bench.ts: a bare Fastify route answering, per client id, the very bytes
 * (and content type) `clients/{id}` answered, in its own process. Prints its port once listening.
 */
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

const bodies = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, string>).map(([id, text]) => [id, Buffer.from(text)]),
);
const contentType = process.argv[3] ?? 'application/json; charset=utf-8';
const app = Fastify({ logger: false });
app.get<{ Params: { clientId: string } }>('/nui/nbs/clients/:clientId', (request, reply) =>
  reply.header('content-type', contentType).send(bodies.get(request.params.clientId) ?? Buffer.alloc(0)),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : 0);
