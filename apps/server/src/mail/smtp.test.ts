/** The SMTP client against a scripted local server: the dialogue, AUTH PLAIN, dot-stuffing, refusals. */
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMessage, parseSmtpUrl, sendSmtp } from './smtp.ts';

interface Session {
  commands: string[];
  data: string;
}

/** A tiny SMTP server: answers each command, optionally refusing RCPT. */
function fakeServer(options: { refuseRcpt?: boolean } = {}): Promise<{ server: Server; port: number; sessions: Session[] }> {
  const sessions: Session[] = [];
  const server = createServer((socket: Socket) => {
    const session: Session = { commands: [], data: '' };
    sessions.push(session);
    let inData = false;
    let buffer = '';
    socket.setEncoding('utf8');
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        session.data = buffer.slice(0, end + 2);
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 queued\r\n');
      }
      let at: number;
      while (!inData && (at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        session.commands.push(line);
        const verb = line.split(' ')[0]?.toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
        else if (verb === 'AUTH') socket.write('235 ok\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(options.refuseRcpt ? '550 no such user\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 unknown\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, sessions })));
}

let open: Server | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

describe('sendSmtp', () => {
  it('speaks EHLO, AUTH PLAIN, MAIL, RCPT, DATA with a dot-stuffed body, QUIT', async () => {
    const { server, port, sessions } = await fakeServer();
    open = server;
    const target = parseSmtpUrl(`smtp://mailer:s%3Acret@127.0.0.1:${port}`);
    await sendSmtp(target, { from: 'no-reply@portal.localhost', to: 'solo.client@example.com', subject: 'Your password reset code', body: 'Line one\n.starts with a dot\nCode: ABCD' });
    const [session] = sessions;
    expect(session?.commands.map((c) => c.split(' ')[0])).toEqual(['EHLO', 'AUTH', 'MAIL', 'RCPT', 'DATA', 'QUIT']);
    expect(Buffer.from(session?.commands[1]?.split(' ')[2] ?? '', 'base64').toString()).toBe('\0mailer\0s:cret');
    expect(session?.commands[3]).toBe('RCPT TO:<solo.client@example.com>');
    expect(session?.data).toContain('Subject: Your password reset code\r\n');
    expect(session?.data).toContain('\r\n..starts with a dot\r\n');
  });

  it('rejects with the server reply when the recipient is refused', async () => {
    const { server, port } = await fakeServer({ refuseRcpt: true });
    open = server;
    await expect(sendSmtp(parseSmtpUrl(`smtp://127.0.0.1:${port}`), { from: 'a@b.example', to: 'x@y.example', subject: 's', body: 'b' })).rejects.toThrow(/RCPT refused: 550/);
  });

  it('refuses header injection and parses smtps:// defaults', () => {
    expect(() => formatMessage({ from: 'a@b.example', to: 'x@y.example\r\nBcc: z@evil.example', subject: 's', body: 'b' })).toThrow(/one line/);
    expect(parseSmtpUrl('smtps://mail.example')).toMatchObject({ host: 'mail.example', port: 465, secure: true, user: null });
    expect(() => parseSmtpUrl('http://mail.example')).toThrow();
  });
});
