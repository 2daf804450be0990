import { Button } from '@mantine/core';
import { IconAddressBook } from '@tabler/icons-react';
import { notify } from '../../../components/notify';
import { formatCount } from '../../../lib/numbers';
import { failureText, useImportNames } from '../api';

const nouns = { vendors: ['vendor', 'vendors'], customers: ['customer', 'customers'] } as const;

/** Adds the vendors (or customers) QuickBooks Online has and the address book lacks, and says which. */
export function ImportFromQuickBooks({ party }: { party: 'vendors' | 'customers' }) {
  const importNames = useImportNames(party);
  const [one, many] = nouns[party];
  const add = async () => {
    try {
      const { added } = await importNames.mutateAsync({});
      notify.success(
        added.length
          ? `${formatCount(added.length)} ${added.length === 1 ? one : many} added to the address book: ${added.join(', ')}`
          : `The address book has every ${one} QuickBooks Online has`,
      );
    } catch (err) {
      notify.error(failureText(err));
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconAddressBook size={16} aria-hidden />}
      loading={importNames.isPending}
      onClick={() => void add()}
    >
      {`Add ${many} from QuickBooks`}
    </Button>
  );
}
