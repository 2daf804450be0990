import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { NotificationService } from './notification.service';

export function notificationRoutes(r: Router, notifications: NotificationService) {
  r.bind(api.notification.list, ({ actor, query }) => notifications.list(actor, query));
  r.bind(api.notification.dismiss, ({ actor, params }) => notifications.dismiss(actor, params.id));
  r.bind(api.notification.preferences, ({ actor }) => notifications.preferences(actor));
  r.bind(api.notification.updatePreferences, ({ actor, body }) => notifications.updatePreferences(actor, body));
}
