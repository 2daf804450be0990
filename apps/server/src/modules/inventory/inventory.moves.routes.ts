import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { InventoryService } from './inventory.service';

/** Finding and moving items by scanning. */
export function inventoryMoveRoutes(r: Router, inventory: InventoryService) {
  const m = api.inventoryMove;
  r.bind(m.scan, ({ actor, query }) => inventory.scan(actor, query.code));
  r.bind(m.move, ({ actor, body }) => inventory.move(actor, body));
}
