import {
  CLIENT_USER_TYPE_ID,
  type createLocationBody,
  type Location,
  type LocationListColumn,
  locationCodeOf,
  type updateLocationBody,
} from '@freightdesk/contracts';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { fieldError, forbidden, notFound } from '../../platform/errors';
import { versionedUpdate } from '../../platform/kit';
import type { ListRequest } from '../../platform/list/listQuery';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import { locationHistory } from './location.history';
import { locationListQuery } from './location.list';
import { locationLabelsPdf } from './location.pdf';
import { locationByCode, locationOf, locationsByIds } from './location.read';
import { locations } from './location.table';

type CreateInput = z.output<typeof createLocationBody>;
type UpdateInput = z.output<typeof updateLocationBody>;

/** The warehouse's bins are the provider's: a client user reads them but never changes them. */
export function staffOnly(actor: Actor, what: string) {
  if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden(`Client users do not ${what}.`);
}

function codeTaken(code: string) {
  return (err: unknown): never => {
    if (isUniqueViolation(err)) throw fieldError('zone', `Location ${code} already exists.`);
    throw err;
  };
}

/**
 * The warehouse's locations: where goods sit, each a code (ZONE-AISLE-BAY-LEVEL) printed on its
 * label. The inventory asks it whether a code is a location goods may go to.
 */
export function createLocationService({ db }: { db: Executor }) {
  return {
    async search(actor: Actor, q: ListRequest<LocationListColumn>, tx?: Executor) {
      const page = await locationListQuery.page(tx ?? db, scopeOf(actor), q);
      return {
        ...page,
        items: page.items.map((r) => ({ ...withIsoModified(r), createdAt: r.createdAt.toISOString() })),
      };
    },
    columns: async () => locationListQuery.columns(),
    get: (_actor: Actor, id: number, tx?: Executor) => locationOf(tx ?? db, id),

    async byCode(_actor: Actor, code: string, tx?: Executor): Promise<Location> {
      const found = await locationByCode(tx ?? db, code);
      if (!found) throw notFound(`Location ${code.trim().toUpperCase()}`);
      return found;
    },

    /**
     * The active location of a code (any case), for a move or a count: null when there is none or it
     * is out of use. Read in the caller's transaction.
     */
    async activeOf(code: string, tx?: Executor): Promise<Location | null> {
      const found = await locationByCode(tx ?? db, code);
      return found?.active ? found : null;
    },

    async labels(_actor: Actor, q: { ids: number[]; format: 'page' | 'sheet' }, tx?: Executor) {
      const list = await locationsByIds(tx ?? db, q.ids);
      if (list.length !== q.ids.length) throw fieldError('ids', 'Some of these locations do not exist.');
      return locationLabelsPdf(list, q.format);
    },

    create(actor: Actor, input: CreateInput, tx?: Executor): Promise<Location> {
      staffOnly(actor, 'manage warehouse locations');
      const code = locationCodeOf(input);
      return inTransaction(db, tx, (tx) =>
        locationHistory.create(tx, actor, async () => {
          const [row] = await tx
            .insert(locations)
            .values({
              code,
              zone: input.zone,
              aisle: input.aisle,
              bay: input.bay,
              level: input.level,
              description: input.description,
              active: input.active,
              createdBy: actor.userName,
              modifiedBy: actor.userName,
            })
            .returning({ id: locations.id });
          return row!.id;
        }),
      ).catch(codeTaken(code));
    },

    update(actor: Actor, input: UpdateInput, tx?: Executor): Promise<Location> {
      staffOnly(actor, 'manage warehouse locations');
      const code = locationCodeOf(input);
      return inTransaction(db, tx, async (tx) => {
        await locationOf(tx, input.id);
        return locationHistory.update(tx, actor, input.id, async () => {
          await versionedUpdate(
            tx,
            locations,
            input,
            {
              code,
              zone: input.zone,
              aisle: input.aisle,
              bay: input.bay,
              level: input.level,
              description: input.description,
              active: input.active,
            },
            { by: actor, noun: 'location' },
          );
        });
      }).catch(codeTaken(code));
    },
  };
}
export type LocationService = ReturnType<typeof createLocationService>;
