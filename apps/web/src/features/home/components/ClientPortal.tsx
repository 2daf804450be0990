import { allows } from '@freightdesk/contracts';
import { Box, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconPackageExport, IconPackageImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { ErrorState } from '../../../components/ErrorState';
import { usePortal } from '../api';
import classes from './ClientPortal.module.css';
import { ExceptionsCard } from './PortalExceptions';
import { FilesCard } from './PortalFiles';
import { IncomingCard, InvoicesCard, OnHandCard, ReleasesCard } from './PortalParts';

const HEADING_ID = 'portal-heading';

/** The cards as they will stand, while the portal comes in. */
function PortalSkeleton() {
  return (
    <div className={classes.grid} role="status" aria-busy="true" aria-label="Loading your goods at a glance">
      {[0, 1, 2, 3].map((n) => (
        <Paper key={n} withBorder radius="md" p="md">
          <Group gap="sm" mb="md">
            <Skeleton height={32} width={32} radius="md" />
            <Skeleton height={16} width={120} />
          </Group>
          <Stack gap="xs">
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={14} width="60%" />
          </Stack>
        </Paper>
      ))}
    </div>
  );
}

function PortalBody() {
  const { scope } = useAuth();
  const portal = usePortal();
  if (portal.isError) {
    return (
      <ErrorState
        size="sm"
        title="Could not load your goods at a glance"
        error={portal.error}
        onRetry={() => void portal.refetch()}
      />
    );
  }
  if (!portal.data) return <PortalSkeleton />;
  const { incoming, onHand, releases, exceptions, invoices, files } = portal.data;
  // Exceptions are of receipts and deliveries: the card is theirs who may view either.
  const seesExceptions = exceptions.length > 0 || allows(scope, 'RA:View') || allows(scope, 'PickTicket:View');
  return (
    <div className={classes.grid}>
      {incoming && <IncomingCard incoming={incoming} />}
      {onHand && <OnHandCard onHand={onHand} />}
      {releases && <ReleasesCard releases={releases} />}
      {seesExceptions && <ExceptionsCard exceptions={exceptions} files={files} />}
      {invoices && <InvoicesCard invoices={invoices} />}
      <FilesCard files={files} />
    </div>
  );
}

/**
 * The client's portal (a client user's home): their goods at a glance, coming, on hand, released
 * and excepted, what they owe and their latest files, all of their own company's projects; and
 * what they may start from here, an advance notice and a release.
 */
export function ClientPortal() {
  const { scope } = useAuth();
  const notices = allows(scope, 'RA:Create');
  const releases = allows(scope, 'PickTicket:Create');
  return (
    <Box component="section" mt="xl" aria-labelledby={HEADING_ID}>
      <Group justify="space-between" align="center" gap="sm" mb="sm">
        <Title order={2} fz="lg" id={HEADING_ID}>
          Your goods at a glance
        </Title>
        {(notices || releases) && (
          <Group gap="xs">
            {notices && (
              <Button
                component={Link}
                to="/receiving-alerts/create"
                leftSection={<IconPackageImport size={18} aria-hidden />}
              >
                Send an advance notice
              </Button>
            )}
            {releases && (
              <Button
                component={Link}
                to="/pick-tickets/create"
                variant="light"
                leftSection={<IconPackageExport size={18} aria-hidden />}
              >
                Ask for a release
              </Button>
            )}
          </Group>
        )}
      </Group>
      <PortalBody />
    </Box>
  );
}
