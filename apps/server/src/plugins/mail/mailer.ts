/**
 * Where e-mails (reset codes) go: through SMTP when SMTP_URL is configured, otherwise into the
 * `outbox` table (never the log), so a person running the demo can read the code
 * (`npm run outbox -w @portal/server`). The outbox is never used alongside SMTP: it would keep the
 * codes in plain text in the database.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { parseSmtpUrl, sendSmtp } from './smtp.ts';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  log: FastifyBaseLogger;
  /** smtp://user:pass@host:port or smtps://…; null → the outbox table. */
  smtpUrl: string | null;
  /** The sender address. */
  from: string;
}

export function createMailer({ db, log, smtpUrl, from }: MailerOptions): Mailer {
  if (smtpUrl) {
    const target = parseSmtpUrl(smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await sendSmtp(target, { from, ...message });
        // Never the body: it holds a code.
        log.info({ to: message.to, subject: message.subject }, 'mail sent via SMTP');
      },
    };
  }
  return {
    kind: 'outbox',
    async send(message) {
      await db.insertInto('outbox').values({ to_address: message.to, subject: message.subject, body: message.body }).execute();
      // Never the body, here either: it holds a code, and logs travel further than the database.
      log.info({ to: message.to, subject: message.subject }, 'mail recorded in the outbox (no SMTP_URL; read it with npm run outbox)');
    },
  };
}

/** The newest outbox messages, optionally for one address (the dev route and the outbox script). */
export function latestOutbox(db: Kysely<Database>, options: { to?: string | undefined; limit?: number } = {}) {
  let query = db
    .selectFrom('outbox')
    .select(['message_id', 'to_address', 'subject', 'body', 'created_at'])
    .orderBy('message_id', 'desc')
    .limit(options.limit ?? 10);
  if (options.to) query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', options.to!.trim().toLowerCase()));
  return query.execute();
}
