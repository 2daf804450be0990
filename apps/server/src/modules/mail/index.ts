export { mailRoutes } from './mail.routes';
export { createMailService, MASKED_SECRET, type Mail, type MailService } from './mail.service';
