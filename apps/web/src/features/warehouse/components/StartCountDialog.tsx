import { Modal, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { ScanField } from '../../../components/ScanField';
import { useStartCount } from '../api';

/** A count of a location begins with its label scanned: its items on hand become the lines. */
export function StartCountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const start = useStartCount();
  const navigate = useNavigate();
  const onScan = async (code: string) => {
    try {
      const count = await start.mutateAsync({ location: code });
      navigate(`/cycle-counts/${count.id}`);
      return null;
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.location) return err.fieldErrors.location;
      throw err;
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Count a location">
      <Stack>
        <Text size="sm">The items on hand there become the count’s lines, each with what the inventory expects.</Text>
        <ScanField label="Scan the location" placeholder="A-01-02-1" onScan={onScan} autoFocus />
      </Stack>
    </Modal>
  );
}
