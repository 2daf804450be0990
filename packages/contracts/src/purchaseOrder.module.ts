import { defineContractModule } from './common/module';
import { poItemEndpoints, projectPoEndpoints, purchaseOrderEndpoints } from './purchaseOrder.endpoints';

export * from './purchaseOrder';
export * from './purchaseOrder.endpoints';

/** Purchase orders and their items. */
export const purchaseOrderModule = defineContractModule({
  api: { purchaseOrder: { ...purchaseOrderEndpoints, ...projectPoEndpoints }, poItem: poItemEndpoints },
  audited: ['purchaseOrder'],
});
