import type { SeedContext } from '../../platform/module';
import type { LocationService } from './location.service';

/**
 * The demo warehouse's bins: two zones of racks, the cage for valuables and the dock where goods
 * wait to be put away (the receiving and inventory demo data put their goods in these).
 */
export const demoLocations = [
  { zone: 'A', aisle: '01', bay: '01', level: '1', description: 'Rack A, ground level' },
  { zone: 'A', aisle: '01', bay: '02', level: '1', description: 'Rack A, ground level' },
  { zone: 'A', aisle: '01', bay: '02', level: '2', description: 'Rack A, second level' },
  { zone: 'A', aisle: '02', bay: '01', level: '1', description: 'Rack A, aisle 2' },
  { zone: 'B', aisle: '01', bay: '01', level: '1', description: 'Bulk floor storage' },
  { zone: 'CAGE', aisle: '', bay: '', level: '', description: 'Locked cage for high-value goods' },
  { zone: 'DOCK', aisle: '', bay: '', level: '', description: 'Receiving dock: goods waiting to be put away' },
];

export async function seedLocations({ locations }: { locations: LocationService }, { admin, tx }: SeedContext) {
  for (const l of demoLocations) await locations.create(admin, { ...l, active: true }, tx);
}
