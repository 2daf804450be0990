/**
 * Every module of the server, one line each: the app builds them in dependency order (each
 * `<m>.module.ts` declares its `dependsOn`), binds their routes, and takes their history viewers,
 * project-hub counts, background work and demo data from them. A new module adds its line here.
 */
export { accountModule } from './account/account.module';
export { accountingModule } from './accounting/accounting.module';
export { chargeModule } from './charge/charge.module';
export { clientModule } from './client/client.module';
export { commonModule } from './common/common.module';
export { cycleCountModule } from './cycleCount/cycleCount.module';
export { fileModule } from './file/file.module';
export { homeModule } from './home/home.module';
export { inventoryModule } from './inventory/inventory.module';
export { invoiceModule } from './invoice/invoice.module';
export { locationModule } from './location/location.module';
export { lookupModule } from './lookup/lookup.module';
export { mailModule } from './mail/mail.module';
export { notificationModule } from './notification/notification.module';
export { pickTicketModule } from './pickTicket/pickTicket.module';
export { portalModule } from './portal/portal.module';
export { projectModule } from './project/project.module';
export { proposalModule } from './proposal/proposal.module';
export { purchaseOrderModule } from './purchaseOrder/purchaseOrder.module';
export { receivingAlertModule } from './receivingAlert/receivingAlert.module';
export { reportModule } from './report/report.module';
export { shipmentModule } from './shipment/shipment.module';
export { userModule } from './user/user.module';
export { vendorBillModule } from './vendorBill/vendorBill.module';
