// Owns one PGlite instance on a worker thread so its (synchronous, WebAssembly) query work never
// blocks the server's event loop. Plain JavaScript: a worker is started by Node itself, without tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const OID = { int8: 20, numeric: 1700, date: 1082 };
const toNumber = (value) => Number(value);
const asText = (value) => value;
const { dataDir, loadDataDir, sharedBuffers } = workerData;

const client = new PGlite({
  ...(dataDir ? { dataDir } : {}),
  ...(loadDataDir ? { loadDataDir } : {}),
  parsers: { [OID.int8]: toNumber, [OID.numeric]: toNumber, [OID.date]: asText },
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
});
const unlisteners = new Map();

// A PostgreSQL error keeps its fields (code, detail, constraint…): callers branch on `code`.
function serialiseError(error) {
  const fields = {};
  if (error && typeof error === 'object')
    for (const [key, value] of Object.entries(error)) if (typeof value !== 'function') fields[key] = value;
  return { message: error instanceof Error ? error.message : String(error), name: error?.name ?? 'Error', fields };
}

async function handle(message) {
  switch (message.op) {
    case 'query': {
      const result = await client.query(message.sql, message.params);
      return { rows: result.rows, affectedRows: result.affectedRows };
    }
    case 'dump':
      return client.dumpDataDir(message.compression);
    case 'listen': {
      const unlisten = await client.listen(message.channel, (payload) =>
        parentPort.postMessage({ type: 'notify', channel: message.channel, listenId: message.listenId, payload }),
      );
      unlisteners.set(message.listenId, unlisten);
      return null;
    }
    case 'unlisten': {
      await unlisteners.get(message.listenId)?.();
      unlisteners.delete(message.listenId);
      return null;
    }
    case 'close':
      await client.close();
      return null;
    default:
      throw new Error(`pglite worker: unknown op ${message.op}`);
  }
}

// Messages run one at a time in arrival order, except while a connection holds an open transaction:
// then only that connection's messages run and the others wait (a transaction's statements stay
// together, and nobody else's query runs inside it). The caller sends without waiting for a lock, so
// the database never idles for a thread hop between two callers' queries.
const BEGIN = /^\s*(BEGIN|START\s+TRANSACTION)\b/i;
const END = /^\s*(COMMIT|END|ROLLBACK)\s*;?\s*$/i;
const queue = [];
let owner = null;
let running = false;
let ready = false;

async function pump() {
  if (running || !ready) return;
  running = true;
  for (;;) {
    const index = owner === null ? 0 : queue.findIndex((m) => m.connection === owner);
    if (index < 0 || queue.length === 0) break;
    const [message] = queue.splice(index, 1);
    const isQuery = message.op === 'query' && message.connection !== undefined;
    try {
      const value = await handle(message);
      if (isQuery && BEGIN.test(message.sql)) owner = message.connection;
      parentPort.postMessage({ type: 'reply', id: message.id, ok: true, value });
    } catch (error) {
      parentPort.postMessage({ type: 'reply', id: message.id, ok: false, error: serialiseError(error) });
    } finally {
      // A failed COMMIT ends the transaction as well (PostgreSQL rolls it back).
      if (isQuery && owner === message.connection && END.test(message.sql)) owner = null;
    }
  }
  running = false;
}

client.waitReady.then(
  () => {
    ready = true;
    parentPort.postMessage({ type: 'ready' });
    void pump();
  },
  (error) => parentPort.postMessage({ type: 'failed', error: serialiseError(error) }),
);
parentPort.on('message', (message) => {
  queue.push(message);
  void pump();
});
