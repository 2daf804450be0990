import type { RaDetails } from '@freightdesk/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../api/client';
import { Dialog } from '../../../components/Dialog';
import { notify } from '../../../components/notify';
import { formatDateTime } from '../../../lib/dates';
import { useArriveRa } from '../api';

/** Now, as a datetime-local input holds it (the browser's own time zone, to the minute). */
function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * When the goods reached the dock, and at the dock a way to say so: check the truck in now, or at
 * the time it came (it may have waited before anyone opened the alert), or correct the time. The
 * arrival starts the alert's dock-to-stock clock; receiving's finish stops it.
 */
export function TruckArrival({ ra, canReceive }: { ra: RaDetails; canReceive: boolean }) {
  const arrive = useArriveRa();
  const [opened, setOpened] = useState(false);
  const [at, setAt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const open = () => {
    setAt(localNow());
    setProblem(null);
    setOpened(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const when = new Date(at);
    if (Number.isNaN(when.getTime())) {
      setProblem('Enter the date and time the truck arrived.');
      return;
    }
    try {
      await arrive.mutateAsync({ id: ra.id, arrivedAt: when.toISOString() });
      notify.success(`${ra.number}: arrival recorded at ${formatDateTime(when.toISOString())}`);
      setOpened(false);
    } catch (err) {
      setProblem(errorText(err));
    }
  };
  const isOpen = ra.status === 'Expected' || ra.status === 'Receiving';

  return (
    <Group gap="sm" justify="space-between" wrap="wrap">
      <Text size="sm">
        {ra.arrivedAt ? `Arrived ${formatDateTime(ra.arrivedAt)}` : 'Not arrived yet'}
        {ra.putAwayAt ? ` · put away ${formatDateTime(ra.putAwayAt)}` : ''}
      </Text>
      {canReceive && isOpen && (
        <Button variant="light" size="xs" leftSection={<IconTruckDelivery size={16} aria-hidden />} onClick={open}>
          {ra.arrivedAt ? 'Change arrival time' : 'Truck arrived'}
        </Button>
      )}
      <Dialog opened={opened} onClose={() => setOpened(false)} title={`Truck arrival for ${ra.number}`} size="sm">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <TextInput
              type="datetime-local"
              label="Arrived at"
              description="Dock-to-stock time counts from here to the finish of receiving."
              value={at}
              onChange={(e) => setAt(e.currentTarget.value)}
              error={problem}
              data-autofocus
              required
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={arrive.isPending}>
                Record arrival
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
    </Group>
  );
}
