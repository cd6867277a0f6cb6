/**
 * A minimal SMTP client (RFC 5321) over node:net / node:tls, enough to hand a plain-text message to
 * a relay: EHLO, STARTTLS when offered on smtp://, AUTH PLAIN when the URL carries credentials,
 * MAIL FROM, RCPT TO, DATA (dot-stuffed), QUIT. One connection per message: codes are rare.
 * smtps:// speaks TLS from the first byte (port 465); smtp:// defaults to port 587.
 */
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect, type TLSSocket } from 'node:tls';
import { randomBytes } from 'node:crypto';

export interface SmtpTarget {
  host: string;
  port: number;
  secure: boolean;
  user: string | null;
  password: string | null;
  /** Let tests talk to a local server with a self-signed certificate. */
  rejectUnauthorized: boolean;
}

export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  body: string;
}

/** Parses SMTP_URL: smtp://[user:pass@]host[:port] or smtps://… ; `?tls=insecure` accepts any certificate. */
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
  };
}

/** Refuses header injection: an address or subject may never carry a line break. */
function singleLine(value: string, what: string): string {
  if (/[\r\n]/.test(value)) throw new Error(`${what} must be one line`);
  return value;
}

/** RFC 2047 for a non-ASCII subject. */
function encodeHeader(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/** The DATA payload: headers, blank line, body with CRLF line ends and leading dots doubled. */
export function formatMessage(message: SmtpMessage, now = new Date()): string {
  const domain = message.from.split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${singleLine(message.from, 'from')}`,
    `To: ${singleLine(message.to, 'to')}`,
    `Subject: ${encodeHeader(singleLine(message.subject, 'subject'))}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.body.replace(/\r?\n/g, '\r\n').replace(/^\./gm, '..');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n.\r\n`;
}

/** Reads SMTP replies (multi-line '250-…' until '250 …') from a socket. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private waiting: { resolve: (reply: { code: number; text: string }) => void; reject: (e: Error) => void } | null = null;
  private failure: Error | null = null;

  attach(socket: Socket | TLSSocket): void {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      let at: number;
      while ((at = this.buffer.indexOf('\n')) >= 0) {
        this.lines.push(this.buffer.slice(0, at).replace(/\r$/, ''));
        this.buffer = this.buffer.slice(at + 1);
      }
      this.flush();
    });
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('SMTP connection closed')));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.waiting?.reject(error);
    this.waiting = null;
  }

  private flush(): void {
    if (!this.waiting) return;
    const end = this.lines.findIndex((line) => /^\d{3}(?: |$)/.test(line));
    if (end < 0) return;
    const reply = this.lines.splice(0, end + 1);
    const last = reply[reply.length - 1] as string;
    const waiting = this.waiting;
    this.waiting = null;
    waiting.resolve({ code: Number(last.slice(0, 3)), text: reply.map((l) => l.slice(4)).join('\n') });
  }

  next(): Promise<{ code: number; text: string }> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.flush();
    });
  }
}

function open(target: SmtpTarget, timeoutMs: number): Promise<Socket | TLSSocket> {
  return new Promise((resolve, reject) => {
    const socket = target.secure
      ? tlsConnect({ host: target.host, port: target.port, servername: target.host, rejectUnauthorized: target.rejectUnauthorized }, () => resolve(socket))
      : netConnect({ host: target.host, port: target.port }, () => resolve(socket));
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP timeout')));
    socket.once('error', reject);
  });
}

function upgrade(socket: Socket, target: SmtpTarget): Promise<TLSSocket> {
  return new Promise((resolve, reject) => {
    const secured = tlsConnect({ socket, servername: target.host, rejectUnauthorized: target.rejectUnauthorized }, () => resolve(secured));
    secured.once('error', reject);
  });
}

/** Sends one message; rejects with the server's reply when a step is refused. */
export async function sendSmtp(target: SmtpTarget, message: SmtpMessage, options: { timeoutMs?: number; heloName?: string } = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 15_000;
  const helo = options.heloName ?? 'portal.localhost';
  const data = formatMessage(message);
  let socket: Socket | TLSSocket = await open(target, timeoutMs);
  let reader = new ReplyReader();
  reader.attach(socket);
  const command = async (line: string | null, expect: number[]) => {
    if (line !== null) socket.write(`${line}\r\n`);
    const reply = await reader.next();
    if (!expect.includes(reply.code)) throw new Error(`SMTP ${line?.split(' ')[0] ?? 'greeting'} refused: ${reply.code} ${reply.text}`);
    return reply;
  };
  try {
    await command(null, [220]);
    let ehlo = await command(`EHLO ${helo}`, [250]);
    if (!target.secure && /^STARTTLS$/im.test(ehlo.text)) {
      await command('STARTTLS', [220]);
      socket.removeAllListeners('data');
      socket = await upgrade(socket as Socket, target);
      reader = new ReplyReader();
      reader.attach(socket);
      ehlo = await command(`EHLO ${helo}`, [250]);
    }
    if (target.user !== null) {
      const token = Buffer.from(`\0${target.user}\0${target.password ?? ''}`, 'utf8').toString('base64');
      await command(`AUTH PLAIN ${token}`, [235]);
    }
    await command(`MAIL FROM:<${singleLine(message.from, 'from')}>`, [250]);
    await command(`RCPT TO:<${singleLine(message.to, 'to')}>`, [250, 251]);
    await command('DATA', [354]);
    socket.write(data);
    await command(null, [250]);
    await command('QUIT', [221]).catch(() => undefined);
  } finally {
    socket.destroy();
  }
}
