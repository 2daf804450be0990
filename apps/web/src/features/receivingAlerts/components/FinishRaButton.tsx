import type { RaDetails } from '@freightdesk/contracts';
import { Button, List, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/notify';
import { useFinishRa } from '../api';

/**
 * Finish receiving: every line is settled at once (a line not received counts as 0, short), the
 * goods go into the project's inventory and the PO lines move. All or nothing, after a confirmation
 * that says what will happen.
 */
export function FinishRaButton({ ra }: { ra: RaDetails }) {
  const finish = useFinishRa();
  const [confirming, setConfirming] = useState(false);
  const waiting = ra.totals.items - ra.totals.linesReceived;

  const confirm = async () => {
    try {
      const done = await finish.mutateAsync(ra.id);
      const { damaged, short, over } = done.totals;
      const exceptions = damaged + short + over;
      notify.success(
        exceptions
          ? `Receiving alert ${done.number} received with ${exceptions} ${exceptions === 1 ? 'exception' : 'exceptions'}; the project manager is notified`
          : `Receiving alert ${done.number} received; the goods are in inventory`,
      );
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        leftSection={<IconChecks size={16} aria-hidden />}
        disabled={ra.totals.items === 0}
        onClick={() => setConfirming(true)}
      >
        Finish receiving
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Finish Receiving"
        confirmLabel="Finish receiving"
        busy={finish.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        <Text size="sm" mb="xs">{`Finish receiving alert ${ra.number}?`}</Text>
        <List size="sm" spacing={4}>
          <List.Item>What was received goes into the project's inventory, with an item log for each line.</List.Item>
          <List.Item>The purchase order lines take the received quantities.</List.Item>
          {waiting > 0 && (
            <List.Item>
              <Text span size="sm" fw={700} c="red.9">
                {`${waiting} ${waiting === 1 ? 'line is' : 'lines are'} not received yet and will be recorded as short (0 received).`}
              </Text>
            </List.Item>
          )}
          <List.Item>The alert cannot be changed afterwards.</List.Item>
        </List>
      </ConfirmDialog>
    </>
  );
}
