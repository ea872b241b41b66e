import fp from 'fastify-plugin';
import { alertLetterWriter } from '../alerts/letters';
import type { AppConfig } from '../appConfig';
import type { RunInTurn } from '../yieldToRequests';
import { createMail, defaultMailFrom, mailAddress } from './mail';
import type { MailOutbox } from './outbox';
import { createRenderThread, type RenderThread } from './renderThread';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues mail in the transaction of the change that causes it (mail/outbox.ts). */
    mailOutbox: MailOutbox;
    /** Renders alert mail off the request thread (mail/renderThread.ts); main.ts warms it. */
    mailRenderer: RenderThread;
  }
}

export interface BackgroundOptions extends AppConfig {
  /** Waits for a quiet moment among the requests (yieldToRequests.ts). */
  inTurn: RunInTurn;
}

/** The outbox every module queues its mail in, and the sender that delivers it. */
export const mailPlugin = fp<BackgroundOptions>(
  async (app, config) => {
    const { db } = app.database;
    const mailbox = mailAddress(config.mailFrom ?? defaultMailFrom(config.publicUrl));
    const renderer = createRenderThread();
    app.decorate('mailRenderer', renderer);
    app.addHook('onClose', () => renderer.close());
    const origin = app.siteOrigin;
    const letters = alertLetterWriter({ db, origin, renderer, mailbox });
    const mail = createMail(db, config, app.log, letters, config.inTurn);
    app.decorate('mailOutbox', mail.outbox);
    // Not before: a claim's lease runs while the rest of the server is built and holds the loop.
    app.addHook('onReady', async () => mail.start());
    // Before onClose, which closes the database the sends in flight are recorded in.
    app.addHook('preClose', () => mail.stop());
  },
  { name: 'mail', dependencies: ['database', 'http'] },
);
