import { defineContractModule } from './common/module';
import { raEndpoints, raItemEndpoints } from './receivingAlert.endpoints';
import { poRaEndpoints, projectRaEndpoints, shipmentRaEndpoints } from './receivingAlert.parents.endpoints';

export * from './receivingAlert';
export * from './receivingAlert.endpoints';
export * from './receivingAlert.parents.endpoints';

/** Receiving alerts and their lines. */
export const receivingAlertModule = defineContractModule({
  api: {
    ra: { ...raEndpoints, ...poRaEndpoints, ...shipmentRaEndpoints, ...projectRaEndpoints },
    raItem: raItemEndpoints,
  },
  audited: ['receivingAlert'],
});
