import { defineContractModule } from './common/module';
import { notificationEndpoints } from './notification';

export * from './notification';

/** The bell and its reminders. */
export const notificationModule = defineContractModule({ api: { notification: notificationEndpoints } });
