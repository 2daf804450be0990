import { allows, type PurchaseOrderDetails } from '@freightdesk/contracts';
import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DetailFields, DetailSection } from '../../../components/detail';
import { formatDate } from '../../../lib/dates';
import { FollowUpControl } from './FollowUpControl';
import { PoTotals } from './PoTotals';

interface PoSummaryProps {
  po: PurchaseOrderDetails;
  /** PO:Update: the follow-up date can be set here. */
  canUpdate: boolean;
  onFollowUpSaved: (po: PurchaseOrderDetails) => void;
}

/** The top of a PO's Details tab: who and when, its follow-up, and what its items add up to. */
export function PoSummary({ po, canUpdate, onFollowUpSaved }: PoSummaryProps) {
  const { scope } = useAuth();
  const project = `${po.projectNumber} · ${po.projectName}`;
  return (
    <>
      <DetailSection title="Summary">
        <Stack gap="lg">
          <DetailFields
            fields={[
              {
                label: 'Project',
                value: allows(scope, 'Project:View') ? (
                  <Anchor component={Link} to={`/projects/${po.projectId}`} fw={600}>
                    {project}
                  </Anchor>
                ) : (
                  project
                ),
              },
              { label: 'Customer', value: po.customerName },
              { label: 'Vendor', value: po.vendorName },
              // Text, not an element, so that an empty date shows the dash.
              { label: 'Order date', value: formatDate(po.orderDate) },
              // Who may change it reads it in the follow-up control below.
              ...(canUpdate ? [] : [{ label: 'Follow-up date', value: formatDate(po.followUpDate) }]),
              { label: 'Vendor reference', value: po.vendorReference },
            ]}
          />
          {canUpdate && <FollowUpControl po={po} onSaved={onFollowUpSaved} />}
        </Stack>
      </DetailSection>
      <DetailSection title="Totals">
        <PoTotals totals={po.totals} />
      </DetailSection>
    </>
  );
}
