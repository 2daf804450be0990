export { createReminderMailer, type ReminderMailer } from './notification.mailer';
export { notificationRoutes } from './notification.routes';
export { createNotificationService, type NotificationService } from './notification.service';
