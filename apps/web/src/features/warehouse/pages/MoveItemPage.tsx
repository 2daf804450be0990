import type { InventoryItem, Location } from '@freightdesk/contracts';
import { Alert, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { PageHeader } from '../../../components/PageHeader';
import { ScanField, type ScanFieldHandle } from '../../../components/ScanField';
import { compareDecimals, formatNumber } from '../../../lib/numbers';
import { findLocation, scanItems, useMoveItem } from '../api';
import { ItemCard } from '../components/ItemCard';
import {
  defaultMoveQuantity,
  looksLikeQuantity,
  MoveQuantityField,
  moveQuantityProblem,
} from '../components/MoveQuantityField';

/**
 * /inventory/move, phone first, driven by one scan field that keeps the focus through every step:
 * scan the item (its receiving label, an INV- label or its item number), then the location it goes
 * to (a number read before it is how much of the item moves: all available at first), then that
 * location again to move it (or press Move). Reads that come while one is looked up wait their turn,
 * so a scanner's item and location read in quick succession both count. All of it moves the item
 * ('moved' in its log); less splits it, the part moved becoming an item of its own there ('split'
 * in both logs). The screen is then ready for the next item.
 */
export default function MoveItemPage() {
  const [item, setItem] = useState<InventoryItem | null>(null);
  const [choices, setChoices] = useState<InventoryItem[]>([]);
  const [quantity, setQuantity] = useState('');
  const [target, setTarget] = useState<Location | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMoveItem();
  const scanField = useRef<ScanFieldHandle>(null);

  const reset = () => {
    setItem(null);
    setChoices([]);
    setTarget(null);
    setProblem(null);
  };
  const startOver = () => {
    reset();
    scanField.current?.focus();
  };

  const choose = (found: InventoryItem) => {
    setItem(found);
    setChoices([]);
    setQuantity(defaultMoveQuantity(found));
  };
  /** Part of the item (less than all on hand), as "6 of 20", or null when it moves whole. */
  const part =
    item && compareDecimals(quantity.trim(), item.quantityOnHand) !== 0
      ? `${formatNumber(quantity.trim(), { plain: true })} of ${formatNumber(item.quantityOnHand, { plain: true })}`
      : null;

  const onItem = async (code: string) => {
    setDone(null);
    const found = await scanItems(code);
    if (!found.length) return `Nothing found for ${code}: scan the item's label or type its number.`;
    if (found.length === 1) choose(found[0]!);
    else setChoices(found);
    return null;
  };

  const onLocation = async (code: string) => {
    try {
      const where = await findLocation(code);
      if (!where.active) return `${where.code} is out of use: scan another location.`;
      if (item && where.code.toLowerCase() === item.location.toLowerCase())
        return `The item is already at ${where.code}.`;
      setTarget(where);
      setProblem(null);
      return null;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404)
        return `${code.toUpperCase()} is not a location: scan a location label.`;
      throw err;
    }
  };

  /** How much moves, read before the location (or typed into the scan field): refused beyond what is available. */
  const onQuantity = (text: string) => {
    if (!item) return null;
    const wrong = moveQuantityProblem(item, text);
    if (wrong) return wrong;
    setQuantity(formatNumber(text, { plain: true }));
    setProblem(null);
    return null;
  };

  /** The move itself: null when done, else why not. */
  const moveIt = async (): Promise<string | null> => {
    if (!item || !target) return null;
    const wrong = moveQuantityProblem(item, quantity.trim());
    if (wrong) return wrong;
    try {
      const moved = await move.mutateAsync({
        inventoryItemId: item.id,
        version: item.version,
        location: target.code,
        quantity: quantity.trim(),
      });
      setDone(
        moved.id === item.id
          ? `Moved ${moved.itemNumber || moved.description} to ${moved.location}.`
          : `Moved ${part} to ${moved.location} (INV-${moved.id} is the part moved).`,
      );
      reset();
      return null;
    } catch (err) {
      return errorText(err);
    }
  };

  /** Each read, by the step the screen is at: the item, how many and where, then where again to move. */
  const onScan = async (read: string) => {
    if (!item) return onItem(read);
    if (looksLikeQuantity(read)) return onQuantity(read);
    if (target && read.toLowerCase() === target.code.toLowerCase()) return moveIt();
    return onLocation(read);
  };

  const field = !item
    ? {
        label: 'Scan an item',
        description: 'Its receiving label (RAI-…), an inventory label (INV-…) or its item number',
        placeholder: 'RAI-1024',
      }
    : !target
      ? {
          label: 'Scan the location',
          description: 'The label on the rack, bin or zone the goods go to; a number read first is how many move',
          placeholder: 'A-01-02-1',
        }
      : {
          label: 'Scan the location again to move',
          description: `${target.code} again moves ${part ?? 'the item'}; another location changes where it goes`,
          placeholder: target.code,
        };

  return (
    <Stack maw={560} gap="md">
      <PageHeader title="Move an item" />
      {done && (
        <Alert
          color="green"
          icon={<IconCircleCheck aria-hidden />}
          role="status"
          title="Moved"
          // Mantine's light green title reads at about 2:1 on its tint: the title keeps the text colour (WCAG 1.4.3).
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
        >
          {done} Scan the next item.
        </Alert>
      )}
      <ScanField
        ref={scanField}
        {...field}
        onScan={onScan}
        // A scanner reads the item and the location faster than the server answers: each waits its turn.
        queueReads
        autoFocus
      />
      {!item && choices.length > 0 && (
        <Stack gap="xs" role="group" aria-label="Items found">
          <Text fw={600}>{choices.length} items match: choose one</Text>
          {choices.map((c) => (
            <UnstyledButton
              key={c.id}
              onClick={() => {
                choose(c);
                scanField.current?.focus();
              }}
              aria-label={`${c.itemNumber || c.description}, ${c.condition}, ${formatNumber(c.quantityOnHand, { plain: true })} at ${c.location || 'no location'}`}
            >
              <ItemCard item={c} />
            </UnstyledButton>
          ))}
          <Button variant="default" onClick={startOver}>
            Scan again
          </Button>
        </Stack>
      )}
      {item && (
        <>
          <ItemCard item={item} />
          <MoveQuantityField
            item={item}
            value={quantity}
            onChange={setQuantity}
            onNext={() => scanField.current?.focus()}
            onLocation={async (code) => {
              const refused = await onLocation(code);
              if (!refused) scanField.current?.focus();
              return refused;
            }}
          />
          {target && (
            <Alert color="blue" title="Move here?">
              {part && (
                <Text fw={600}>
                  {part} {item.unitOfMeasure}
                </Text>
              )}
              <Group gap="xs">
                <Text>{item.location || 'No location'}</Text>
                <IconArrowRight size={18} aria-label="to" />
                <Text fw={700} size="lg">
                  {target.code}
                </Text>
              </Group>
              {target.description && (
                <Text size="sm" c="dimmed">
                  {target.description}
                </Text>
              )}
            </Alert>
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Stack gap="sm">
            {target && (
              <Button
                size="lg"
                fullWidth
                loading={move.isPending}
                onClick={async () => {
                  setProblem(await moveIt());
                  scanField.current?.focus();
                }}
                // A long location code wraps on a phone instead of being cut off.
                h="auto"
                mih={50}
                py="xs"
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {part ? `Move ${part} to ${target.code}` : `Move to ${target.code}`}
              </Button>
            )}
            <Button variant="default" size="lg" fullWidth onClick={startOver}>
              Start over
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
