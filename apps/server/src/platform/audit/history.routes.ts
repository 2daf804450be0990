import { type AuditEntity, api } from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../auth/actor';
import { notFound } from '../errors';
import type { Router } from '../http/router';
import { historyOf } from './audit';

/** Whether an actor may view a record: each module answers for its own entities. */
export type HistoryViewers = Record<AuditEntity, (actor: Actor, id: number) => Promise<boolean>>;

/** GET /api/history/{entity}/{id}: a record's history, for whoever may view the record (404 otherwise). */
export function historyRoutes(r: Router, db: Executor, viewers: HistoryViewers) {
  r.bind(api.history.byRecord, async ({ actor, params }) => {
    if (!(await viewers[params.entity](actor, params.id))) throw notFound('Record');
    return historyOf(db, params.entity, params.id);
  });
}
