import { statusBadgeOf } from '../../../components/StatusBadge';

/** Where a shipment stands, by colour: booked blue, moving cyan, delivered green, a problem orange, cancelled red. */
export const ShipmentStatusBadge = statusBadgeOf({
  booked: 'freight',
  'in transit': 'cyan',
  delivered: 'green',
  exception: 'orange',
  cancelled: 'red',
});
