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

// Messages are handled in arrival order, one at a time: the caller's connection lock decides the order.
let chain = client.waitReady.then(
  () => parentPort.postMessage({ type: 'ready' }),
  (error) => parentPort.postMessage({ type: 'failed', error: serialiseError(error) }),
);
parentPort.on('message', (message) => {
  chain = chain.then(async () => {
    try {
      parentPort.postMessage({ type: 'reply', id: message.id, ok: true, value: await handle(message) });
    } catch (error) {
      parentPort.postMessage({ type: 'reply', id: message.id, ok: false, error: serialiseError(error) });
    }
  });
});
