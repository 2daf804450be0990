import { chargeList } from '@freightdesk/contracts';
import { searchBodyOf, useGridState } from '../../../components/DataGrid';
import { useRecordCharges } from '../api';
import { type ChargesOf, containerLabel } from '../chargeForm';
import { ChargesGrid } from './ChargesGrid';

type RecordOf = Extract<ChargesOf, { id: number }>;

/**
 * A record's Charges tab (a PO's, a shipment's, a receiving alert's, a pick ticket's): its
 * charges a page at a time, and a new charge for it one click away.
 */
export function RecordCharges({ of }: { of: RecordOf }) {
  const grid = useGridState({ list: chargeList, prefix: 'ch' });
  const query = useRecordCharges({ ...searchBodyOf(grid.request), id: of.id, moduleName: of.module });
  const record = containerLabel(of.module, of.number);
  return (
    <ChargesGrid
      of={of}
      grid={grid}
      query={query}
      label={`Charges of ${record.charAt(0).toLowerCase()}${record.slice(1)}`}
      emptyText={`Freight, service and warehouse charges and costs of this ${containerLabel(of.module, null).toLowerCase()} will appear here, open until an invoice takes them.`}
    />
  );
}
