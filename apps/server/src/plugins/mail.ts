/**
 * The mailer on the instance (`fastify.mailer`): SMTP when config.mail.smtpUrl is set, else the
 * outbox table (mail/mailer.ts). Tests may decorate their own before building.
 */
import fp from 'fastify-plugin';
import { createMailer } from './mail/mailer.ts';
import type { Mailer } from './mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const { smtpUrl, from } = app.config.mail;
    app.decorate('mailer', createMailer({ db: app.db, log: app.log, smtpUrl, from }));
  },
  { name: 'mailer', fastify: '5.x', dependencies: ['db', 'config'] },
);
