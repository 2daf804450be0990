import { createRaBody, type RaDetails, raLineFields, updateRaBody } from '@freightdesk/contracts';
import { z } from 'zod';
import type { FormValues } from '../../components/form';

export type RaFormMode = 'create' | 'edit';

/** A line of a new alert as the create call takes it. */
export type RaLine = z.output<typeof raLineFields>;
/** A line entered with a new alert (an advance notice's), as its grid holds it: with a key of its own. */
export type DraftLine = RaLine & { key: string };
/** The contract's line schema validates a draft line; the key is not sent. */
export const draftLineSchema = raLineFields.extend({ key: z.string() });

/** The contract's own schemas validate the form (docs/style.md: never a second schema in the form). */
export const raFormSchema = (mode: RaFormMode): typeof createRaBody | typeof updateRaBody =>
  mode === 'create' ? createRaBody : updateRaBody;

/** What the alert form holds: the create or update body, the new alert's lines as their grid holds them. */
export type RaFormValues = FormValues<ReturnType<typeof raFormSchema>, { items: DraftLine[] }>;

let lineCounter = 0;
const newKey = () => {
  lineCounter += 1;
  return `new-${lineCounter}`;
};
export const newDraftLine = (): DraftLine => ({
  key: newKey(),
  itemNumber: '',
  description: '',
  unitOfMeasure: 'Each',
  quantityExpected: '1',
  weight: '0',
  pieces: 0,
});
/** A line read from a file (a valid row of an import), as the grid holds it. */
export const draftLineOf = (line: RaLine): DraftLine => ({ ...line, key: newKey() });

export function toFormValues(ra: RaDetails | undefined, projectId: number | null = null): RaFormValues {
  if (!ra) {
    return {
      number: '',
      projectId,
      purchaseOrderId: null,
      shipmentId: null,
      carrierId: null,
      expectedDate: null,
      reference: '',
      notes: '',
      items: [],
    };
  }
  return {
    id: ra.id,
    version: ra.version,
    number: ra.number,
    projectId: ra.projectId,
    purchaseOrderId: ra.purchaseOrderId,
    shipmentId: ra.shipmentId,
    carrierId: ra.carrierId,
    expectedDate: ra.expectedDate,
    reference: ra.reference,
    notes: ra.notes,
    status: ra.status,
    items: [],
  };
}

/** An alert still takes changes until it is received or cancelled. */
export const isOpen = (ra: Pick<RaDetails, 'status'>) => ra.status === 'Expected' || ra.status === 'Receiving';
