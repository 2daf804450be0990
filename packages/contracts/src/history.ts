import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { idText } from './common/paging';

const tag = 'History';

/** The records whose changes the audit trail keeps; each module adds its own. */
export const auditEntities = [
  'user',
  'project',
  'client',
  'proposal',
  'purchaseOrder',
  'shipment',
  'receivingAlert',
] as const;
export type AuditEntity = (typeof auditEntities)[number];
export const auditActions = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

/** One field's value before and after a change; a secret's values are never kept (redacted). */
export const fieldChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  redacted: z.boolean().optional(),
});
export type FieldChange = z.infer<typeof fieldChange>;

export const historyEntry = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  action: z.enum(auditActions),
  changes: z.array(fieldChange),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

export const historyEndpoints = {
  byRecord: endpoint({
    method: 'GET',
    path: '/api/history/:entity/:id',
    access: 'signedIn',
    tag,
    summary:
      "A record's history, newest first: who changed what, when, each field before and after. For whoever may view the record; 404 otherwise",
    params: z.object({ entity: z.enum(auditEntities), id: idText }),
    response: z.array(historyEntry),
  }),
};
