/**
 * Every table, for Drizzle at run time (and the seed, the integrity check and the tests), one line
 * per table file. drizzle-kit reads every `*.table.ts` itself (drizzle.config.ts), and
 * schema.test.ts fails when a table file is missing here.
 */
export * from '../modules/account/account.table';
export * from '../modules/accounting/accounting.table';
export * from '../modules/charge/charge.table';
export * from '../modules/client/client.table';
export * from '../modules/cycleCount/cycleCount.table';
export * from '../modules/file/file.table';
export * from '../modules/inventory/inventory.table';
export * from '../modules/invoice/invoice.table';
export * from '../modules/location/location.table';
export * from '../modules/lookup/lookup.table';
export * from '../modules/mail/mail.table';
export * from '../modules/notification/notification.table';
export * from '../modules/pickTicket/pickTicket.table';
export * from '../modules/project/billingPeriod.table';
export * from '../modules/project/project.table';
export * from '../modules/project/projectAccess.table';
export * from '../modules/project/rate.table';
export * from '../modules/proposal/proposal.table';
export * from '../modules/purchaseOrder/purchaseOrder.table';
export * from '../modules/receivingAlert/receivingAlert.table';
export * from '../modules/report/report.table';
export * from '../modules/shipment/shipment.table';
export * from '../modules/user/user.table';
export * from '../modules/vendorBill/vendorBill.table';
export * from '../platform/audit/audit.table';
export * from './meta.table';
