import fp from 'fastify-plugin';
import { createMailOutbox, type MailOutbox } from '../lib/mail-outbox/outbox';
import { createMailer, type Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** `outbox.queueMail(trx, mail)`: how every feature sends mail. */
    outbox: MailOutbox;
  }
}

/**
 * The mail outbox and its mailer (record 0019): mail queued in a write's transaction, delivered
 * once it has committed. Delivery starts when the server is ready.
 */
export const mailOutboxPlugin = fp<{ mailer?: Mailer | undefined }>(
  async (app, options) => {
    const { config, database, clock } = app.deps;
    const mailer = options.mailer ?? createMailer(config.mail, app.log);
    if (!config.appKey) throw new Error('APP_KEY is needed to seal queued mail');
    const outbox = createMailOutbox({
      database,
      mailer,
      clock,
      log: app.log,
      appKey: config.appKey,
      smtpUrl: config.mail.smtpUrl,
      giveUpAfterMs: config.mail.giveUpAfterMs,
    });
    app.decorate('outbox', outbox);
    app.addHook('onReady', async () => outbox.start());
    app.addHook('onClose', async () => {
      await outbox.close();
      mailer.close();
    });
  },
  { name: 'mail-outbox' },
);
