// Owns one PGlite instance on a worker thread so its (synchronous, WebAssembly) query work never
// blocks the server's event loop. Plain JavaScript: a worker is started by Node itself, without tsx.
import { appendFileSync } from 'node:fs';
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import { PGlite, parse as protocolResults, protocol } from '@electric-sql/pglite';
import { tarball } from './pglite-tarball.mjs';

const OID = { int8: 20, numeric: 1700, date: 1082 };
const toNumber = (value) => Number(value);
const asText = (value) => value;
const { dataDir, loadDataDir, sharedBuffers, traceFile } = workerData;

// A load trace (PORTAL_DB_TRACE): per statement, [start (ms since the epoch), duration ms, messages
// waiting when it started, its first words], a JSON line each, written once a second. Same clock as
// the server's request trace (bench/event-loop-probe.mjs), so both line up on one time axis.
const trace = traceFile ? [] : null;
if (trace)
  setInterval(() => {
    if (trace.length > 0)
      appendFileSync(
        traceFile,
        `${trace
          .splice(0)
          .map((entry) => JSON.stringify(entry))
          .join('\n')}\n`,
      );
  }, 1_000).unref();

const client = new PGlite({
  ...(dataDir ? { dataDir } : {}),
  ...(loadDataDir ? { loadDataDir: tarball(loadDataDir) } : {}),
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
      const result = await runPrepared(message.sql, message.params ?? []);
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

// Every query runs as a named prepared statement, kept by its text (issue 33). PGlite's own `query`
// parses, plans and describes the text afresh each time, in six calls into the database; the portal
// sends a few hundred distinct texts, so each is parsed once and then only bound and executed, in one
// call (a trivial lookup: 0.26 → 0.07 ms). PostgreSQL re-plans a statement itself when a table it
// reads changes; only a changed row shape (0A000, e.g. `select *` after a migration) needs a new one.
const MAX_STATEMENTS = 500;
const statements = new Map();
let statementCount = 0;
const { serialize } = protocol;

function concat(parts) {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function prepared(sql) {
  const known = statements.get(sql);
  if (known) {
    // Least recently used first: a Map keeps insertion order.
    statements.delete(sql);
    statements.set(sql, known);
    return known;
  }
  const name = `s${(statementCount += 1)}`;
  const { messages } = await client.execProtocol(
    concat([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
  );
  const statement = { name, types: protocolResults.parseDescribeStatementResults(messages) };
  statements.set(sql, statement);
  if (statements.size > MAX_STATEMENTS) {
    const [oldest, old] = statements.entries().next().value;
    statements.delete(oldest);
    // A name is never reused, so a close that fails (inside an aborted transaction) costs only memory.
    await client.execProtocol(concat([serialize.close({ type: 'S', name: old.name }), serialize.sync()])).catch(() => undefined);
  }
  return statement;
}

/** Longer texts (bulk loads' multi-row inserts) are one-offs: planned and dropped, not kept. */
const MAX_KEPT_TEXT = 8_192;

async function runPrepared(sql, params, retried = false) {
  if (sql.length > MAX_KEPT_TEXT) return client.query(sql, params);
  const statement = await prepared(sql);
  // As PGlite's query serialises parameters: by the type the database inferred for each.
  const values = params.map((value, i) =>
    value === null || value === undefined ? null : (client.serializers[statement.types[i]] ?? String)(value),
  );
  try {
    const { messages } = await client.execProtocol(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return protocolResults.parseResults(messages, client.parsers)[0];
  } catch (error) {
    if (retried || error?.code !== '0A000') throw error;
    statements.delete(sql);
    return runPrepared(sql, params, true);
  }
}

// Messages run one at a time, the oldest request's first (`priority`: when the request a message serves
// arrived, db/query-priority.ts; ties in arrival order), so a request's later queries do not queue
// behind requests that came after it. While a connection holds an open transaction only that
// connection's messages run and the others wait (a transaction's statements stay together, and nobody
// else's query runs inside it). The caller sends without waiting for a lock, so the database never
// idles for a thread hop between two callers' queries.
const BEGIN = /^\s*(BEGIN|START\s+TRANSACTION)\b/i;
const END = /^\s*(COMMIT|END|ROLLBACK)\s*;?\s*$/i;
const queue = [];
let owner = null;
let running = false;
let ready = false;

/** The index of the message to run next: the eligible one with the lowest priority, -1 when none. */
function next() {
  let best = -1;
  for (let i = 0; i < queue.length; i += 1) {
    const m = queue[i];
    if (owner !== null && m.connection !== owner) continue;
    if (best < 0 || m.priority < queue[best].priority) best = i;
  }
  return best;
}

async function pump() {
  if (running || !ready) return;
  running = true;
  for (;;) {
    // Take every message already waiting on the port: the port hands over one message per turn of
    // this thread's event loop, so without this the queue holds one message and priority means nothing.
    for (let waiting = receiveMessageOnPort(parentPort); waiting; waiting = receiveMessageOnPort(parentPort)) queue.push(waiting.message);
    const index = next();
    if (index < 0) break;
    const [message] = queue.splice(index, 1);
    const isQuery = message.op === 'query' && message.connection !== undefined;
    const started = trace ? performance.now() : 0;
    try {
      const value = await handle(message);
      if (trace)
        trace.push([
          performance.timeOrigin + started,
          performance.now() - started,
          queue.length,
          String(message.sql ?? message.op).slice(0, 48),
        ]);
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
