import { accountingExportEndpoints, allows } from '@freightdesk/contracts';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorText } from '../api/client';
import { type Entity, useEndpointMutation, useEndpointQuery } from '../api/hooks';
import { useAuth } from '../auth/AuthContext';
import { notify } from './notify';

type BookKind = 'bill' | 'invoice' | 'creditMemo';
const entityOf: Record<BookKind, Entity> = { bill: 'vendorBill', invoice: 'invoice', creditMemo: 'invoice' };
const nounOf: Record<BookKind, string> = { bill: 'bill', invoice: 'invoice', creditMemo: 'credit note' };

/**
 * Sends a document QuickBooks Online refused again, and says so (or why it could not): the exports
 * screen's Retry and a record's. `retrying` is the document being sent again, if any.
 */
export function useRetryInBooks(invalidates: readonly Entity[], failureText: (err: unknown) => string = errorText) {
  const retry = useEndpointMutation(accountingExportEndpoints.retry, {
    input: (id: number) => ({ params: { id } }),
    invalidates,
  });
  const again = async (entry: { id: number; number: string }) => {
    try {
      await retry.mutateAsync(entry.id);
      notify.success(`${entry.number} will be sent to QuickBooks Online again now`);
    } catch (err) {
      notify.error(`Could not retry ${entry.number}: ${failureText(err)}`);
    }
  };
  return { again, retrying: retry.isPending ? retry.variables : undefined };
}

/**
 * On a record's screen, when QuickBooks Online refused it: QuickBooks' reason and Retry, where the
 * clerk is looking (the exports screen lists every refusal too). Nothing when it was not refused,
 * or QuickBooks Online is not connected. Asked only while the record is not exported.
 */
export function BooksRefusal({ kind, recordId, exported }: { kind: BookKind; recordId: number; exported: boolean }) {
  const { scope, staff } = useAuth();
  const reads = [entityOf[kind]];
  const refused = useEndpointQuery(
    accountingExportEndpoints.outbox,
    { query: { status: 'Failed', kind, recordId, pageIndex: 1, pageSize: 1 } },
    { reads, enabled: staff && !exported && allows(scope, 'Invoice:View') },
  );
  const { again, retrying } = useRetryInBooks(reads);
  const entry = refused.data?.items[0];
  if (exported || !entry) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      title={`QuickBooks Online refused this ${nounOf[kind]}`}
    >
      <Text size="sm">{entry.lastError}</Text>
      <Group gap="sm" mt="xs">
        {allows(scope, 'Invoice:Update') && (
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={retrying === entry.id}
            onClick={() => void again(entry)}
          >
            Retry now
          </Button>
        )}
        {/* In the text's colour, underlined: the link blue on light red reads below 4.5:1. */}
        <Anchor component={Link} to="/invoices/exports" size="sm" c="var(--mantine-color-text)" underline="always">
          Exports to the books
        </Anchor>
      </Group>
    </Alert>
  );
}
