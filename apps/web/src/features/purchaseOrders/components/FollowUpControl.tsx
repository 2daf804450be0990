import type { PurchaseOrderDetails } from '@freightdesk/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { formatDate } from '../../../lib/dates';
import { useUpdateFollowUp } from '../api';

interface FollowUpControlProps {
  po: PurchaseOrderDetails;
  /** The saved PO: its new version and date, for the edit form below. */
  onSaved: (po: PurchaseOrderDetails) => void;
}

/**
 * Sets, moves or clears the follow-up date on its own (PUT /api/purchaseOrder/updatefolloupdate):
 * the reminder to the project manager and the PO's creator moves with it.
 */
export function FollowUpControl({ po, onSaved }: FollowUpControlProps) {
  const [date, setDate] = useState(po.followUpDate ?? '');
  const [error, setError] = useState<string | undefined>();
  const followUp = useUpdateFollowUp();
  useEffect(() => setDate(po.followUpDate ?? ''), [po.followUpDate]);

  const save = async (value: string | null) => {
    setError(undefined);
    try {
      const saved = await followUp.mutateAsync({ id: po.id, followUpDate: value });
      onSaved(saved);
      notify.success(value ? `Follow-up date set to ${formatDate(value)}` : 'Follow-up date cleared');
    } catch (err) {
      setError(errorText(err));
      notify.error(errorText(err));
    }
  };

  const unchanged = date === (po.followUpDate ?? '');
  return (
    <form
      aria-label="Follow-up reminder"
      onSubmit={(e) => {
        e.preventDefault();
        if (date && !unchanged) void save(date);
      }}
    >
      <Stack gap={4}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label="Follow-up date"
            value={date}
            onChange={(e) => setDate(e.currentTarget.value)}
            error={error}
            w={200}
            leftSection={<IconBellRinging size={16} aria-hidden />}
          />
          <Button type="submit" variant="light" disabled={!date || unchanged} loading={followUp.isPending}>
            {po.followUpDate ? 'Change follow-up' : 'Set follow-up'}
          </Button>
          {po.followUpDate && (
            <Button variant="subtle" color="red.9" onClick={() => void save(null)} disabled={followUp.isPending}>
              Clear follow-up
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          The project manager and the PO's creator are reminded on this date.
        </Text>
      </Stack>
    </form>
  );
}
