import type { RaDetails } from '@freightdesk/contracts';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { saveFile } from '../../../lib/saveFile';
import { downloadRaDocument } from '../api';

type Doc = 'report' | 'sheet' | '4x6';

const docs: { doc: Doc; label: string }[] = [
  { doc: 'report', label: 'Receiving report (PDF)' },
  { doc: 'sheet', label: 'Item labels, Letter sheet (PDF)' },
  { doc: '4x6', label: 'Item labels, 4×6 (PDF)' },
];

/** Print: the receiving report, and item labels with a barcode per received line (every line before any is received). */
export function RaDocumentsMenu({ ra }: { ra: RaDetails }) {
  const [busy, setBusy] = useState<Doc | null>(null);

  const get = async (doc: Doc) => {
    setBusy(doc);
    try {
      const { blob, filename } = await downloadRaDocument(ra.id, doc);
      saveFile(filename, blob);
    } catch (err) {
      notify.error(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy !== null}
          leftSection={<IconPrinter size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          Print
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {docs.map(({ doc, label }) => (
          <Menu.Item key={doc} onClick={() => void get(doc)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
