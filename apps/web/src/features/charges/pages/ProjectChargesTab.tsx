import { chargeList } from '@freightdesk/contracts';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { searchBodyOf, useGridState } from '../../../components/DataGrid';
import { useProjectCharges } from '../api';
import { ChargesGrid } from '../components/ChargesGrid';
import { ChargeTotals } from '../components/ChargeTotals';
import { chargesFeature } from '../feature';

/** The line the hub shows for this tab while the project has none: its one wording. */
const projectTabLine = chargesFeature.projectTab.description;

/**
 * The project hub's Charges tab (/projects/{id}/charges), loaded when opened: what the charges add
 * up to, and every charge of the project, whatever record it is on.
 */
export default function ProjectChargesTab() {
  const projectId = Number(useParams().id);
  const grid = useGridState({ list: chargeList, prefix: 'ch' });
  const query = useProjectCharges({ ...searchBodyOf(grid.request), projectId });
  return (
    <Stack gap="md">
      <ChargeTotals projectId={projectId} />
      <ChargesGrid
        of={{ module: 'Project', projectId }}
        grid={grid}
        query={query}
        label="Charges of this project"
        emptyText={projectTabLine}
      />
    </Stack>
  );
}
