/** E-mail notices after a change to how a user logs in (issue 30 item 3): password change, reset, MFA change. */
import type { FastifyInstance } from 'fastify';
import { securityNoticeTexts } from '@portal/domain';
import type { MailMessage } from '../plugins/mail/mailer.ts';
import { findMfaUser, mailAddressOf } from './user-contact.ts';

export type NoticeKind = 'passwordChanged' | 'passwordReset' | 'mfaChanged';

async function noticeFor(app: FastifyInstance, userId: number, kind: NoticeKind): Promise<MailMessage | null> {
  const user = await findMfaUser(app.db, userId);
  if (!user) return null;
  const to =
    user.client_id !== null
      ? await mailAddressOf(app.db, user)
      : (user.adviser_email ?? (user.username.includes('@') ? user.username : null));
  if (!to) return null;
  const text = securityNoticeTexts[kind];
  return { to, subject: text.subject, body: [text.body, '', securityNoticeTexts.footer].join('\n') };
}

/**
 * A sender of notices for a route plugin (call it while the plugin registers): each notice goes out
 * after the answer is written (a slow mail server does not hold the answer up), and closing the app
 * waits for the ones under way.
 */
export function noticeSender(app: FastifyInstance): (userId: number, kind: NoticeKind) => void {
  const tasks = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...tasks]);
  });
  return (userId, kind) => {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        const message = await noticeFor(app, userId, kind);
        if (message) await app.mailer.send(message);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'security notice failed'))
      .finally(() => tasks.delete(running));
    tasks.add(running);
  };
}
