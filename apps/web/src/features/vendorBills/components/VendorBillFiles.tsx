import { allows, type VendorBillDetails } from '@freightdesk/contracts';
import { useAuth } from '../../../auth/AuthContext';
import { FilesPanel } from '../../files';

/**
 * The Files tab: the vendor's bill as scanned or mailed (a PDF, a photo), in the project's files
 * under the VendorBill type, in a folder named by the bill's id. Staff only, as the bill is.
 */
export function VendorBillFiles({ bill }: { bill: VendorBillDetails }) {
  const { scope, staff } = useAuth();
  return (
    <FilesPanel
      projectId={bill.projectId}
      transactionType="VendorBill"
      folderName={String(bill.id)}
      canAdd={staff && (allows(scope, 'Invoice:Create') || allows(scope, 'Invoice:Update'))}
      canRemove={staff && (allows(scope, 'Invoice:Update') || allows(scope, 'Invoice:Delete'))}
    />
  );
}
