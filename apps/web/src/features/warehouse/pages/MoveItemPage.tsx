import type { InventoryItem, Location } from '@freightdesk/contracts';
import { Alert, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowRight, IconCircleCheck } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { PageHeader } from '../../../components/PageHeader';
import { ScanField, type ScanFieldHandle } from '../../../components/ScanField';
import { compareDecimals } from '../../../lib/numbers';
import { findLocation, scanItems, useMoveItem } from '../api';
import { ItemCard } from '../components/ItemCard';
import { defaultMoveQuantity, MoveQuantityField, moveQuantityProblem } from '../components/MoveQuantityField';
import { plainQuantity } from '../components/quantity';

/**
 * /inventory/move, phone first: scan the item (its receiving label, an INV- label or its item
 * number), say how much of it moves (all available at first), scan the location it goes to,
 * confirm; Enter goes from each field to the next. All of it moves the item ('moved' in its log);
 * less splits it, the part moved becoming an item of its own there ('split' in both logs). The
 * screen is then ready for the next item.
 */
export default function MoveItemPage() {
  const [item, setItem] = useState<InventoryItem | null>(null);
  const [choices, setChoices] = useState<InventoryItem[]>([]);
  const [quantity, setQuantity] = useState('');
  const [target, setTarget] = useState<Location | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const move = useMoveItem();
  const whereField = useRef<ScanFieldHandle>(null);

  const reset = () => {
    setItem(null);
    setChoices([]);
    setTarget(null);
    setProblem(null);
  };

  const choose = (found: InventoryItem) => {
    setItem(found);
    setChoices([]);
    setQuantity(defaultMoveQuantity(found));
  };
  /** Part of the item (less than all on hand), as "6 of 20", or null when it moves whole. */
  const part =
    item && compareDecimals(quantity.trim(), item.quantityOnHand) !== 0
      ? `${plainQuantity(quantity.trim())} of ${plainQuantity(item.quantityOnHand)}`
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
      return null;
    } catch (err) {
      if (err instanceof ApiError && err.status === 404)
        return `${code.toUpperCase()} is not a location: scan a location label.`;
      throw err;
    }
  };

  const confirm = async () => {
    if (!item || !target) return;
    const wrong = moveQuantityProblem(item, quantity.trim());
    setProblem(wrong);
    if (wrong) return;
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
    } catch (err) {
      setProblem(errorText(err));
    }
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
      {!item && !choices.length && (
        <ScanField
          label="Scan an item"
          description="Its receiving label (RAI-…), an inventory label (INV-…) or its item number"
          placeholder="RAI-1024"
          onScan={onItem}
          autoFocus
        />
      )}
      {!item && choices.length > 0 && (
        <Stack gap="xs" role="group" aria-label="Items found">
          <Text fw={600}>{choices.length} items match: choose one</Text>
          {choices.map((c) => (
            <UnstyledButton
              key={c.id}
              onClick={() => choose(c)}
              aria-label={`${c.itemNumber || c.description}, ${c.condition}, ${plainQuantity(c.quantityOnHand)} at ${c.location || 'no location'}`}
            >
              <ItemCard item={c} />
            </UnstyledButton>
          ))}
          <Button variant="default" onClick={reset}>
            Scan again
          </Button>
        </Stack>
      )}
      {item && (
        <>
          <ItemCard item={item} />
          {!target && (
            <>
              <MoveQuantityField
                item={item}
                value={quantity}
                onChange={setQuantity}
                onNext={() => whereField.current?.focus()}
                onLocation={onLocation}
              />
              <ScanField
                ref={whereField}
                label="Scan the location"
                description="The label on the rack, bin or zone the goods go to"
                placeholder="A-01-02-1"
                onScan={onLocation}
              />
            </>
          )}
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
                autoFocus
                loading={move.isPending}
                onClick={() => void confirm()}
                // A long location code wraps on a phone instead of being cut off.
                h="auto"
                mih={50}
                py="xs"
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {part ? `Move ${part} to ${target.code}` : `Move to ${target.code}`}
              </Button>
            )}
            {target && (
              <Button
                variant="default"
                size="lg"
                fullWidth
                onClick={() => {
                  setTarget(null);
                  setProblem(null);
                }}
              >
                Change quantity or location
              </Button>
            )}
            <Button variant="default" size="lg" fullWidth onClick={reset}>
              Start over
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
