/**
 * SMTP through nodemailer. SMTP_URL: smtp://[user:pass@]host[:port] (port 587, STARTTLS required:
 * a relay that does not offer it is refused) or smtps://… (TLS from the first byte, port 465).
 * `?starttls=optional` allows a plain connection (a local relay); `?tls=insecure` accepts any
 * certificate (tests). One connection per message: codes are rare.
 */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

export interface SmtpTarget {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  /** False only for `?tls=insecure` (a local server with a self-signed certificate). */
  rejectUnauthorized: boolean;
  /** On smtp://, refuse to send unless the server upgrades with STARTTLS (default true). */
  requireStartTls: boolean;
}

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  body: string;
}

export function parseSmtpUrl(url: string): SmtpTarget {
  const u = new URL(url);
  if (u.protocol !== 'smtp:' && u.protocol !== 'smtps:') throw new Error(`SMTP_URL must start smtp:// or smtps://, not ${u.protocol}`);
  const secure = u.protocol === 'smtps:';
  return {
    host: u.hostname,
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
    user: u.username ? decodeURIComponent(u.username) : null,
    password: u.password ? decodeURIComponent(u.password) : null,
    rejectUnauthorized: u.searchParams.get('tls') !== 'insecure',
    requireStartTls: !secure && u.searchParams.get('starttls') !== 'optional',
  };
}

/** Refuses header injection: an address or subject may never carry a line break. */
export function checkMessage(message: SmtpMessage): SmtpMessage {
  for (const what of ['from', 'to', 'subject'] as const) if (/[\r\n]/.test(message[what])) throw new Error(`${what} must be one line`);
  return message;
}

export function smtpTransportOptions(target: SmtpTarget, timeoutMs = 15_000): SMTPTransport.Options {
  return {
    host: target.host,
    port: target.port,
    secure: target.secure,
    requireTLS: target.requireStartTls,
    // Without STARTTLS required, still upgrade when the server offers it.
    ignoreTLS: false,
    name: 'portal.localhost',
    auth: target.user !== null ? { user: target.user, pass: target.password ?? '' } : undefined,
    tls: { rejectUnauthorized: target.rejectUnauthorized, servername: target.host },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  };
}

/** Sends one plain-text message; rejects with the server's reply when a step is refused. */
export async function sendSmtp(target: SmtpTarget, message: SmtpMessage, options: { timeoutMs?: number } = {}): Promise<void> {
  const { from, to, subject, body } = checkMessage(message);
  const transport = nodemailer.createTransport(smtpTransportOptions(target, options.timeoutMs));
  try {
    await transport.sendMail({ from, to, subject, text: body });
  } finally {
    transport.close();
  }
}
