import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { Dialog } from '../../../components/Dialog';
import { notify } from '../../../components/notify';
import { useSetVendorBillStatus } from '../api';
import { bills, moveTo, type QueueMove, statusId } from '../vendorBillForm';

/** What each move says once done. */
const done: Record<QueueMove, string> = {
  approve: 'approved',
  reject: 'rejected',
  pending: 'back in the queue, pending',
  export: 'marked exported: they have left the queue',
};

/** A move that asks for words first: why a bill is rejected, or why one with an exception is approved. */
interface Asking {
  ids: number[];
  move: 'approve' | 'reject';
  /** The server's refusal that led here (an exception found that the screen did not know of). */
  refusal?: string;
}

/** The server's refusal of an approval that lacks a note: a bill with an exception. */
const wantsNote = (message: string) => message.includes('say why it is approved anyway');

/**
 * Moving bills through the queue, all or none, for the list's bulk actions and a bill's own
 * buttons: a rejection asks its reason, an approval of a bill with an exception its note (also
 * when the server finds one the screen did not show), and a refusal naming each bill stays on
 * screen (`refusal`) until the next move.
 */
export function useQueue(onDone?: () => void) {
  const mutation = useSetVendorBillStatus();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const send = async (ids: number[], move: QueueMove, words = '') => {
    setRefusal(null);
    try {
      const { updated } = await mutation.mutateAsync({
        ids,
        statusId: statusId(moveTo[move]),
        reason: move === 'reject' ? words : '',
        note: move === 'approve' ? words : '',
      });
      notify.success(`${bills(updated || ids.length)} ${done[move]}`);
      setAsking(null);
      onDone?.();
    } catch (err) {
      if (!(err instanceof ApiError) || err.status !== 400) throw err;
      const message = errorText(err);
      if (move === 'approve' && !words && wantsNote(message)) {
        setAsking({ ids, move, refusal: message });
        return;
      }
      setAsking(null);
      setRefusal(message);
    }
  };

  /** Starts a move; `exceptions` says whether a bill moved is known to have one (an approval asks its note). */
  const start = async (ids: number[], move: QueueMove, exceptions = false) => {
    if (move === 'reject' || (move === 'approve' && exceptions)) {
      setRefusal(null);
      setAsking({ ids, move });
      return;
    }
    await send(ids, move);
  };

  const dialog = asking && (
    <WordsDialog
      asking={asking}
      busy={mutation.isPending}
      onCancel={() => setAsking(null)}
      onConfirm={(words) => send(asking.ids, asking.move, words).catch((err) => notify.error(errorText(err)))}
    />
  );

  return { start, busy: mutation.isPending, dialog, refusal, clearRefusal: () => setRefusal(null) };
}

interface WordsDialogProps {
  asking: Asking;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (words: string) => void;
}

/** Why the bills are rejected, or why a bill with an exception is approved anyway. */
function WordsDialog({ asking, busy, onCancel, onConfirm }: WordsDialogProps) {
  const [words, setWords] = useState('');
  const [missing, setMissing] = useState(false);
  const reject = asking.move === 'reject';
  const n = asking.ids.length;
  const title = reject ? `Reject ${bills(n)}` : `Approve ${bills(n)} with an exception`;
  const confirm = () => {
    if (!words.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(words.trim());
  };
  return (
    <Dialog opened onClose={busy ? () => undefined : onCancel} title={title} size="md">
      <Stack gap="md">
        {asking.refusal && (
          <Alert color="orange" variant="light">
            <Text size="sm">{asking.refusal}</Text>
          </Alert>
        )}
        <Text size="sm">
          {reject
            ? 'The vendor is told nothing: the reason is kept on each bill, which can be corrected and sent back to the queue.'
            : 'A bill out of the PO’s price or what was received is approved only with a note saying why; the note is kept on each bill approved.'}
        </Text>
        <Textarea
          label={reject ? 'Reason' : 'Note'}
          placeholder={reject ? 'Billed twice, wrong prices…' : 'Goods on the dock, receipt to follow'}
          required
          autosize
          minRows={3}
          maxLength={500}
          value={words}
          onChange={(e) => {
            setWords(e.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? (reject ? 'Say why the bills are rejected.' : 'Say why it is approved anyway.') : undefined}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color={reject ? 'red.9' : undefined} loading={busy} onClick={confirm}>
            {reject ? 'Reject' : 'Approve'}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
