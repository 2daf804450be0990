import { defineModule } from '../../platform/module';
import { mailRoutes } from './mail.routes';
import { createMailService, type MailService } from './mail.service';

declare module '../../platform/module' {
  interface ModuleServices {
    mail: { mail: MailService };
  }
}

/** The outbox: every mail is written to it, and sent through SMTP_URL when set. */
export const mailModule = defineModule({
  name: 'mail',
  create: ({ db, mail, log }) => ({ mail: createMailService({ db, transport: mail.transport, from: mail.from, log }) }),
  routes: (router, { mail }) => mailRoutes(router, mail),
  start: ({ mail }, { metrics }) => {
    metrics.gauge({
      name: 'freightdesk_mail_unsent',
      help: 'Mail not sent: waiting in the outbox (no SMTP_URL) or failed (SMTP refused it).',
      label: 'state',
      read: () => mail.unsent(),
    });
    return undefined;
  },
});
