/**
 * The print service's rules: the page state arrives gzip-compressed (spec §7 "compressed JSON"), is
 * bounded when inflated and checked against the contract; it is then held for ONE read by the print
 * route, for a short time, under an unguessable uuid — the print browser has no session, the uuid is
 * its only key, so it must not outlive the job.
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { printPageInput, type PrintPageInput, type PrintPageState } from '@portal/api';
import { errors } from '../../http-error.ts';

/** Inflated page states larger than this are refused (a transactions report of ~20k rows fits). */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

export function decodePageState(base64: string): PrintPageInput {
  let json: unknown;
  try {
    json = JSON.parse(gunzipSync(Buffer.from(base64, 'base64'), { maxOutputLength: MAX_INFLATED_BYTES }).toString('utf8'));
  } catch {
    throw errors.badRequest('The page state is not compressed JSON.');
  }
  const parsed = printPageInput.safeParse(json);
  if (!parsed.success) throw errors.badRequest('The page state is not valid.');
  return parsed.data;
}

interface Held {
  state: PrintPageState;
  expiresAt: number;
}

/** Page states waiting for their print route, by uuid. */
export class PageStateStore {
  private readonly held = new Map<string, Held>();

  constructor(
    private readonly ttlSeconds: number,
    private readonly now: () => Date,
  ) {}

  put(state: PrintPageState): string {
    this.sweep();
    const uuid = randomUUID();
    this.held.set(uuid, { state, expiresAt: this.now().getTime() + this.ttlSeconds * 1000 });
    return uuid;
  }

  /** The state, once: a second read, or a read after expiry, finds nothing. */
  take(uuid: string): PrintPageState | null {
    const held = this.held.get(uuid);
    this.held.delete(uuid);
    if (!held || held.expiresAt <= this.now().getTime()) return null;
    return held.state;
  }

  drop(uuid: string): void {
    this.held.delete(uuid);
  }

  get size(): number {
    return this.held.size;
  }

  private sweep(): void {
    const now = this.now().getTime();
    for (const [uuid, held] of this.held) if (held.expiresAt <= now) this.held.delete(uuid);
  }
}
