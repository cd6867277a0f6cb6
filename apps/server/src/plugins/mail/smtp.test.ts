/** The SMTP sender against a real SMTP server on 127.0.0.1 (smtp-server): STARTTLS, AUTH PLAIN, refusals. */
import { afterEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerOptions } from 'smtp-server';
import { checkMessage, parseSmtpUrl, sendSmtp } from './smtp.ts';

interface Received {
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  to: string[];
  data: string;
}

let running: SMTPServer | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve()));
  running = null;
});

/** A local server with its bundled self-signed certificate; STARTTLS offered unless hidden. */
function localServer(options: Partial<SMTPServerOptions> & { refuseRcpt?: boolean } = {}): Promise<{ port: number; received: Received[] }> {
  const received: Received[] = [];
  const auth = new Map<string, { user?: string; password?: string }>();
  const { refuseRcpt, ...serverOptions } = options;
  const server = new SMTPServer({
    authMethods: ['PLAIN'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth(a, session, callback) {
      auth.set(session.id, { user: a.username ?? undefined, password: a.password ?? undefined });
      callback(null, { user: a.username });
    },
    onRcptTo(address, _session, callback) {
      if (refuseRcpt) return callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        const a = auth.get(session.id) ?? {};
        received.push({
          secure: session.secure,
          user: a.user,
          password: a.password,
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
    ...serverOptions,
  });
  running = server;
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ port: (server.server.address() as { port: number }).port, received })),
  );
}

const message = {
  from: 'no-reply@portal.localhost',
  to: 'solo.client@example.com',
  subject: 'Your password reset code',
  body: 'Line one\n.starts with a dot\nCode: ABCD',
};

describe('sendSmtp', () => {
  it('upgrades with STARTTLS, authenticates with AUTH PLAIN and delivers the message intact', async () => {
    const { port, received } = await localServer();
    await sendSmtp(parseSmtpUrl(`smtp://mailer:s%3Acret@127.0.0.1:${port}?tls=insecure`), message);
    const [mail] = received;
    expect(mail).toMatchObject({ secure: true, user: 'mailer', password: 's:cret', to: ['solo.client@example.com'] });
    expect(mail?.data).toContain('Subject: Your password reset code\r\n');
    // A line starting with a dot survives the transfer (dot-stuffed on the wire, unstuffed on receipt).
    expect(mail?.data).toContain('\r\n.starts with a dot\r\n');
  });

  it('refuses to send over a relay that does not offer STARTTLS, unless explicitly allowed', async () => {
    const { port, received } = await localServer({ disabledCommands: ['STARTTLS'] });
    await expect(sendSmtp(parseSmtpUrl(`smtp://127.0.0.1:${port}`), message)).rejects.toThrow(/STARTTLS/i);
    expect(received).toHaveLength(0);
    await sendSmtp(parseSmtpUrl(`smtp://127.0.0.1:${port}?starttls=optional`), message);
    expect(received).toMatchObject([{ secure: false, to: ['solo.client@example.com'] }]);
  });

  it('rejects with the server reply when the recipient is refused', async () => {
    const { port } = await localServer({ refuseRcpt: true });
    await expect(
      sendSmtp(parseSmtpUrl(`smtp://127.0.0.1:${port}?tls=insecure`), { from: 'a@b.example', to: 'x@y.example', subject: 's', body: 'b' }),
    ).rejects.toThrow(/550/);
  });

  it('refuses header injection and parses smtps:// defaults', () => {
    expect(() => checkMessage({ from: 'a@b.example', to: 'x@y.example\r\nBcc: z@evil.example', subject: 's', body: 'b' })).toThrow(
      /one line/,
    );
    expect(parseSmtpUrl('smtps://mail.example')).toMatchObject({
      host: 'mail.example',
      port: 465,
      secure: true,
      user: null,
      requireStartTls: false,
    });
    expect(parseSmtpUrl('smtp://mail.example')).toMatchObject({ port: 587, secure: false, requireStartTls: true });
    expect(() => parseSmtpUrl('http://mail.example')).toThrow();
  });
});
