/**
 * Every module's contract, one line each: the index gathers their endpoint groups into `api` and
 * their audited records into `auditEntities`. A new module adds its `<module>.module.ts` here.
 */
export * from './account.module';
export * from './accountingExport.module';
export * from './charge.module';
export * from './client.module';
export * from './common.module';
export * from './cycleCount.module';
export * from './file.module';
export * from './home.module';
export * from './inventory.module';
export * from './invoice.module';
export * from './location.module';
export * from './lookup.module';
export * from './mail.module';
export * from './notification.module';
export * from './pickTicket.module';
export * from './portal.module';
export * from './project.module';
export * from './proposal.module';
export * from './purchaseOrder.module';
export * from './receivingAlert.module';
export * from './report.module';
export * from './shipment.module';
export * from './user.module';
export * from './vendorBill.module';
