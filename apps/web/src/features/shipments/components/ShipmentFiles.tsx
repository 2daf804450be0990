import { allows, type ShipmentDetails } from '@freightdesk/contracts';
import { useAuth } from '../../../auth/AuthContext';
import { FilesPanel, useListedFileCount } from '../../files';

/** A shipment's files live in its project's files, in a folder named by the shipment's id. */
const filesOf = (s: ShipmentDetails) => ({
  projectId: s.projectId,
  transactionType: 'Shipment' as const,
  folderName: String(s.id),
});

/** The Files tab: bills of lading signed at the dock, delivery receipts, photos. */
export function ShipmentFiles({ shipment }: { shipment: ShipmentDetails }) {
  const { scope } = useAuth();
  return (
    <FilesPanel
      {...filesOf(shipment)}
      canAdd={allows(scope, 'Shipment:Create') || allows(scope, 'Shipment:Update')}
      canRemove={allows(scope, 'Shipment:Update') || allows(scope, 'Shipment:Delete')}
    />
  );
}

/**
 * The Files tab's count: the files panel's own list once it has been read (so an upload counts at
 * once), the shipment's data counts before that.
 */
export function useShipmentFileCount(shipment: ShipmentDetails | undefined, counted: number | undefined) {
  return useListedFileCount(shipment && filesOf(shipment)) ?? counted;
}
