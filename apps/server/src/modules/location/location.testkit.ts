import { type Location, locationList } from '@freightdesk/contracts';
import type { ModuleTestKit, TestApp } from '../../test/kit';

let seq = 0;
/** A zone no other test uses (letters and digits, at most 8). */
export const uniqueZone = () => `Z${(Date.now() % 1e5).toString(36)}${(++seq).toString(36)}`.toUpperCase().slice(0, 8);

/** A location made through the API (a fresh zone unless given). */
export async function makeLocation(t: TestApp, over: Record<string, unknown> = {}): Promise<Location> {
  const res = await t.call({
    method: 'POST',
    url: '/api/location',
    payload: { zone: uniqueZone(), aisle: '01', bay: '02', level: '3', description: 'Rack', ...over },
    as: t.admin,
  });
  if (res.statusCode !== 201) throw new Error(`location create failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/location/search': {
      spec: locationList,
      columnsUrl: '/api/location/filtered',
      async seed(t) {
        await makeLocation(t);
        await makeLocation(t, { aisle: '', bay: '', level: '', active: false });
      },
    },
  },
  samples: {
    'POST /api/location/search': async () => ({
      searchFields: { code: 'Z', active: 'true', modifiedAt: { from: '2026-01-01' } },
      searchTerm: 'rack',
      sortColumn: 'zone',
    }),
    'POST /api/location': async () => ({ zone: uniqueZone(), aisle: '1', bay: '2', level: '1', description: 'Racks' }),
    'PUT /api/location': async (t) => {
      const l = await makeLocation(t);
      return {
        id: l.id,
        version: l.version,
        zone: l.zone,
        aisle: l.aisle,
        bay: l.bay,
        level: l.level,
        description: 'Moved',
      };
    },
  },
};
