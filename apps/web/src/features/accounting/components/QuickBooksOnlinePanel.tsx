import type { BookRecords } from '@freightdesk/contracts';
import { allows } from '@freightdesk/contracts';
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCloudUpload, IconRefresh } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAuth } from '../../../auth/AuthContext';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { formatMoney } from '../../../lib/numbers';
import { failureText, useAccountingStatus, useFailedDocuments, useQueueForQuickBooks, useRetryDocument } from '../api';
import { countOf, exportedRecords, recordNames } from '../bookText';
import { ImportFromQuickBooks } from './ImportFromQuickBooks';

const HEADING_ID = 'quickbooks-online-heading';

/** The failed documents, each with QuickBooks Online's reason and Retry (read again as their count changes). */
function FailedDocuments({ canSend, count }: { canSend: boolean; count: number }) {
  const failed = useFailedDocuments(true);
  const { refetch } = failed;
  const seen = useRef(count);
  useEffect(() => {
    if (count === seen.current) return;
    seen.current = count;
    void refetch();
  }, [count, refetch]);
  const { again, retrying } = useRetryDocument();
  if (failed.isError) {
    return (
      <ErrorState
        size="sm"
        title="Could not load the failed documents"
        error={failed.error}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  if (!failed.data) return <Skeleton height={60} aria-label="Loading the failed documents" />;
  if (!failed.data.items.length) return null;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table aria-label="Documents QuickBooks Online refused" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Document</Table.Th>
            <Table.Th visibleFrom="sm">Vendor or customer</Table.Th>
            <Table.Th visibleFrom="sm" ta="right">
              Amount
            </Table.Th>
            <Table.Th>Reason</Table.Th>
            {canSend && <Table.Th aria-label="Actions" />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {failed.data.items.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {entry.number}
                </Text>
                <Text size="xs" c="dimmed">
                  {`${entry.docNumber} · ${entry.attempts} ${entry.attempts === 1 ? 'try' : 'tries'}`}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {`${entry.party} · ${formatMoney(entry.amount)}`}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{entry.party}</Table.Td>
              <Table.Td visibleFrom="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(entry.amount)}
              </Table.Td>
              <Table.Td>{entry.lastError}</Table.Td>
              {canSend && (
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconRefresh size={14} aria-hidden />}
                    aria-label={`Retry ${entry.number}`}
                    loading={retrying === entry.id}
                    onClick={() => void again(entry)}
                  >
                    <Text span inherit visibleFrom="sm">
                      Retry
                    </Text>
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * QuickBooks Online: when it is connected, what waits is sent through the outbox (a worker sends
 * each document once) and failures wait here for a retry; when it is not, the books get files.
 */
export function QuickBooksOnlinePanel({ canSend }: { canSend: boolean }) {
  const { scope } = useAuth();
  const status = useAccountingStatus();
  const queue = useQueueForQuickBooks();
  const [sending, setSending] = useState<BookRecords | null>(null);

  const send = async (records: BookRecords) => {
    setSending(records);
    try {
      const { queued } = await queue.mutateAsync(records);
      notify.success(`${countOf(records, queued)} queued for QuickBooks Online`);
    } catch (err) {
      notify.error(failureText(err));
    } finally {
      setSending(null);
    }
  };

  let body: ReactNode;
  if (status.isError) {
    body = (
      <ErrorState
        size="sm"
        title="Could not read QuickBooks Online’s status"
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (!status.data) {
    body = <Skeleton height={24} aria-label="Loading QuickBooks Online’s status" />;
  } else if (!status.data.quickBooksOnline) {
    body = (
      <Text size="sm">
        QuickBooks Online is not connected: the books get files, exported above (the QBO_* variables in the README
        connect it).
      </Text>
    );
  } else {
    const { pending, failed } = status.data;
    body = (
      <Stack gap="sm">
        <Group gap="sm">
          <Badge variant="light" color="blue" size="lg" tt="none">{`${pending} waiting to be sent`}</Badge>
          <Badge variant="light" color={failed ? 'red' : 'gray'} size="lg" tt="none">{`${failed} failed`}</Badge>
        </Group>
        {canSend && (
          <Group gap="sm">
            {exportedRecords.map((records) => (
              <Button
                key={records}
                variant="light"
                leftSection={<IconCloudUpload size={16} aria-hidden />}
                loading={sending === records}
                disabled={sending !== null && sending !== records}
                onClick={() => void send(records)}
              >
                {`Send ${recordNames(records).many}`}
              </Button>
            ))}
          </Group>
        )}
        {allows(scope, 'AddressBook:Create') && (
          <Group gap="sm">
            <ImportFromQuickBooks party="vendors" />
            <ImportFromQuickBooks party="customers" />
          </Group>
        )}
        {failed > 0 && <FailedDocuments canSend={canSend} count={failed} />}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h4" id={HEADING_ID} mb="xs">
        QuickBooks Online
      </Title>
      {body}
    </Paper>
  );
}
