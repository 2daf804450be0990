import { allows, type PurchaseOrderDetails } from '@freightdesk/contracts';
import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { usePoRas } from '../api';

/**
 * On a PO: the receiving alerts where its goods arrived damaged, short or over, each a link to
 * the alert with its lines and photos. Nothing when all arrived as ordered.
 */
export function PoReceivingExceptions({ po }: { po: PurchaseOrderDetails }) {
  const { scope } = useAuth();
  const viewer = allows(scope, 'RA:View');
  // A PO has few alerts: the first page holds them.
  const ras = usePoRas(po.id, { searchFields: {}, reverse: false, paged: true, pageIndex: 1, pageSize: 100 }, viewer);
  const flagged = (ras.data?.items ?? []).filter((ra) => ra.exceptions > 0);
  if (!viewer || flagged.length === 0) return null;
  const lines = flagged.reduce((n, ra) => n + ra.exceptions, 0);
  return (
    <Alert
      color="red"
      variant="outline"
      icon={<IconAlertTriangle size={18} aria-hidden />}
      title={`${lines} ${lines === 1 ? 'line' : 'lines'} received damaged, short or over`}
      styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
    >
      <List size="sm" spacing={4}>
        {flagged.map((ra) => (
          <List.Item key={ra.id}>
            <Anchor component={Link} to={`/receiving-alerts/${ra.id}`} size="sm" fw={600}>
              {ra.number}
            </Anchor>
            {` — ${ra.exceptions} ${ra.exceptions === 1 ? 'exception' : 'exceptions'}, ${ra.status.toLowerCase()}`}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
