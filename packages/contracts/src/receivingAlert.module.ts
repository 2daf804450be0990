import { defineContractModule } from './common/module';
import {
  poRaEndpoints,
  projectRaEndpoints,
  raEndpoints,
  raItemEndpoints,
  shipmentRaEndpoints,
} from './receivingAlert.endpoints';

export * from './receivingAlert';
export * from './receivingAlert.endpoints';

/** Receiving alerts and their lines. */
export const receivingAlertModule = defineContractModule({
  api: {
    ra: { ...raEndpoints, ...poRaEndpoints, ...shipmentRaEndpoints, ...projectRaEndpoints },
    raItem: raItemEndpoints,
  },
  audited: ['receivingAlert'],
});
