export { notificationRoutes } from './notification.routes';
export { createNotificationService, type NotificationService } from './notification.service';
