import type { PortalAnswer, TransactionType } from '@freightdesk/contracts';
import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { IconDownload, IconFile, IconFolder, IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { formatDate } from '../../../lib/dates';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { type PortalFile, useFileDownload, usePortalFileBytes } from '../api';
import classes from './ClientPortal.module.css';
import { CardPart, facts, Nothing, PortalCard } from './PortalCard';

const THUMB = 88;

/** What a file belongs to, in words. */
const kindNames: Record<TransactionType, string> = {
  Project: 'Project',
  PurchaseOrder: 'Purchase order',
  Shipment: 'Shipment',
  ReceivingAlert: 'Receiving',
  Inventory: 'Inventory',
  PickTicket: 'Release',
  Invoice: 'Invoice',
  VendorBill: 'Vendor bill',
};

export const isPhoto = (file: PortalFile) => file.contentType.startsWith('image/');

/**
 * A photo's thumbnail: its bytes are fetched with the token only once it scrolls into view, shown
 * from an object URL revoked when it goes.
 */
function Thumb({ file, onOpen }: { file: PortalFile; onOpen: (file: PortalFile) => void }) {
  const { ref, inViewport } = useInViewport<HTMLButtonElement>();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const bytes = usePortalFileBytes(file, seen);
  const url = useObjectUrl(bytes.data?.blob);
  return (
    <UnstyledButton
      ref={ref}
      className={classes.thumb}
      onClick={() => onOpen(file)}
      aria-label={`View photo ${file.fileName}`}
    >
      {url ? (
        <img src={url} alt="" width={THUMB} height={THUMB} />
      ) : (
        <span className={classes.placeholder} style={{ width: THUMB, height: THUMB }}>
          <IconPhoto size={28} stroke={1.5} aria-hidden />
        </span>
      )}
    </UnstyledButton>
  );
}

/** A photo shown large, from the bytes its thumbnail read, with Download. */
function PhotoViewer({ file, onClose }: { file: PortalFile | null; onClose: () => void }) {
  const bytes = usePortalFileBytes(file ?? ({ blobName: '' } as PortalFile), file !== null);
  const url = useObjectUrl(file ? bytes.data?.blob : undefined);
  const { download: save, downloading } = useFileDownload();
  return (
    <Dialog opened={file !== null} onClose={onClose} title={file?.fileName ?? ''}>
      {file && (
        <>
          {url ? (
            <img src={url} alt={file.fileName} className={classes.viewed} />
          ) : (
            <Text c={bytes.isError ? 'red.9' : 'dimmed'}>
              {bytes.isError ? 'Could not load this photo.' : 'Loading the photo…'}
            </Text>
          )}
          <Group justify="flex-end" mt="md">
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading === file.id}
              onClick={() => void save(file)}
            >
              Download
            </Button>
          </Group>
        </>
      )}
    </Dialog>
  );
}

/** Photos as thumbnails, each opening large; nothing when there are none. */
export function PhotoThumbs({ photos, label }: { photos: readonly PortalFile[]; label: string }) {
  const [viewing, setViewing] = useState<PortalFile | null>(null);
  if (!photos.length) return null;
  return (
    <>
      <ul className={classes.photos} aria-label={label}>
        {photos.map((photo) => (
          <li key={photo.id}>
            <Thumb file={photo} onOpen={setViewing} />
          </li>
        ))}
      </ul>
      <PhotoViewer file={viewing} onClose={() => setViewing(null)} />
    </>
  );
}

/** Their latest files: the photos as thumbnails, the documents listed with Download. */
export function FilesCard({ files }: { files: PortalAnswer['files'] }) {
  const photos = files.filter(isPhoto);
  const documents = files.filter((f) => !isPhoto(f));
  const { download: save, downloading } = useFileDownload();
  return (
    <PortalCard id="files" title="Recent files" icon={IconFolder} wide>
      {files.length === 0 && <Nothing>No files yet.</Nothing>}
      {photos.length > 0 && (
        <CardPart title="Photos">
          <PhotoThumbs photos={photos} label="Recent photos" />
        </CardPart>
      )}
      {documents.length > 0 && (
        <CardPart title="Documents">
          <ul className={classes.list}>
            {documents.map((doc) => (
              <li key={doc.id}>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Group gap="xs" wrap="nowrap" miw={0}>
                    <IconFile size={20} stroke={1.6} aria-hidden style={{ flex: 'none' }} />
                    <div style={{ minWidth: 0 }}>
                      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {doc.fileName}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {facts(kindNames[doc.transactionType], formatDate(doc.createdAt))}
                      </Text>
                    </div>
                  </Group>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    loading={downloading === doc.id}
                    onClick={() => void save(doc)}
                    aria-label={`Download ${doc.fileName}`}
                    style={{ flex: 'none' }}
                  >
                    Download
                  </Button>
                </Group>
              </li>
            ))}
          </ul>
        </CardPart>
      )}
    </PortalCard>
  );
}
