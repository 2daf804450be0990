import { z } from 'zod';
import { endpoint } from './common/endpoint';
import type { AuditedOf } from './common/module';
import { idText } from './common/paging';
import type * as modules from './modules';

const tag = 'History';

/**
 * The records whose changes the audit trail keeps: each module's contract names its own
 * (`audited` in its `<module>.module.ts`); the index lists them at run time (`auditEntities`).
 */
export type AuditEntity = AuditedOf<typeof modules>;
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

/** GET /api/history/{entity}/{id}, taking the entities `entity` accepts. */
const byRecordOf = <S extends z.ZodType<AuditEntity>>(entity: S) =>
  endpoint({
    method: 'GET',
    path: '/api/history/:entity/:id',
    access: 'signedIn',
    tag,
    summary:
      "A record's history, newest first: who changed what, when, each field before and after. For whoever may view the record; 404 otherwise",
    params: z.object({ entity, id: idText }),
    response: z.array(historyEntry),
  });

/** The history endpoint over the given entities: `api.history`, over every module's (a 400 names any other). */
export const historyEndpointsFor = (entities: readonly AuditEntity[]) => ({
  byRecord: byRecordOf(z.enum(entities as [AuditEntity, ...AuditEntity[]])),
});

/**
 * The same endpoint for a caller that names an audited entity (the web's History tabs), without
 * every module's contract: the server checks the entity (`api.history`).
 */
export const historyEndpoints = {
  byRecord: byRecordOf(z.custom<AuditEntity>((v) => typeof v === 'string')),
};
