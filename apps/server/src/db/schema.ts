/** Every table of every module, for Drizzle and drizzle-kit. */
export * from '../modules/account/account.table';
export * from '../modules/client/client.table';
export * from '../modules/file/file.table';
export * from '../modules/lookup/lookup.table';
export * from '../modules/mail/mail.table';
export * from '../modules/notification/notification.table';
export * from '../modules/project/billingPeriod.table';
export * from '../modules/project/project.table';
export * from '../modules/project/projectAccess.table';
export * from '../modules/project/rate.table';
export * from '../modules/proposal/proposal.table';
export * from '../modules/purchaseOrder/purchaseOrder.table';
export * from '../modules/shipment/shipment.table';
export * from '../modules/user/user.table';
export * from '../platform/audit/audit.table';
export * from './meta.table';
