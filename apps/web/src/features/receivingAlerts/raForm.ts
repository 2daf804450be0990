import { createRaBody, type RaDetails, type RaStatus, raLineFields, updateRaBody } from '@freightdesk/contracts';
import { z } from 'zod';

export type RaFormMode = 'create' | 'edit';

/** A line entered with a new alert (an advance notice's), as its grid holds it: with a key of its own. */
export type DraftLine = z.output<typeof raLineFields> & { key: string };
/** The contract's line schema validates a draft line; the key is not sent. */
export const draftLineSchema = raLineFields.extend({ key: z.string() });

/** What the alert form holds: the body, with the choices nullable while none is made. */
export interface RaFormValues {
  id?: number;
  version?: number;
  number: string;
  projectId: number | null;
  purchaseOrderId: number | null;
  shipmentId: number | null;
  carrierId: number | null;
  expectedDate: string | null;
  reference: string;
  notes: string;
  /** Only on edit: Expected or Cancelled by hand (receiving moves the rest). */
  status?: RaStatus;
  /** Only on create: the lines created with the alert. */
  items: DraftLine[];
}

export type CreateRaOutput = z.output<typeof createRaBody>;
export type UpdateRaOutput = z.output<typeof updateRaBody>;
export type RaFormOutput = CreateRaOutput | UpdateRaOutput;

/** The contract's own schemas validate the form (STYLE.md: never a second schema in the form). */
export const raFormSchema = (mode: RaFormMode) => (mode === 'create' ? createRaBody : updateRaBody);

let lineCounter = 0;
export const newDraftLine = (): DraftLine => {
  lineCounter += 1;
  return {
    key: `new-${lineCounter}`,
    itemNumber: '',
    description: '',
    unitOfMeasure: 'Each',
    quantityExpected: '1',
    weight: '0',
    pieces: 0,
  };
};

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
