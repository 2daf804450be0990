/** Charges: what a project is billed for, on the project or one of its records. */
export type { ChargeInvoicing } from './charge.invoicing';
export type { ChargeRebilling } from './charge.rebill';
export { type ChargeService, createChargeService } from './charge.service';
