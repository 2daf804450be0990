export { mailRoutes } from './mail.routes';
export { createMailService, type Mail, type MailService } from './mail.service';
