import { defineModule } from '../../platform/module';
import { createReminderMailer, type ReminderMailer } from './notification.mailer';
import { notificationRoutes } from './notification.routes';
import { createNotificationService, type NotificationService } from './notification.service';

declare module '../../platform/module' {
  interface ModuleServices {
    notification: { notifications: NotificationService; reminders: ReminderMailer };
  }
}

/** The bell and its reminders; due reminders are mailed to who chose e-mail, every `every.reminderMail` ms. */
export const notificationModule = defineModule({
  name: 'notification',
  dependsOn: ['mail'],
  create: ({ db, publicUrl }, { mail }) => ({
    notifications: createNotificationService({ db }),
    reminders: createReminderMailer({ db, mail: mail.mail, publicUrl }),
  }),
  routes: (router, { notifications }) => notificationRoutes(router, notifications),
  start: ({ reminders }, { every, log, metrics }) =>
    every.reminderMail ? reminders.start(every.reminderMail, log, metrics.job('reminder mail')) : undefined,
});
