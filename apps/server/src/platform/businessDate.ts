/**
 * Business dates: the calendar day something counts on at the warehouse, in its time zone
 * (WAREHOUSE_TIME_ZONE, read by config.ts and set here once at start), not in UTC: a receipt at
 * 19:30 in New York on 30 November is a 30 November receipt although it is 1 December in UTC.
 */
export const DEFAULT_WAREHOUSE_TIME_ZONE = 'America/New_York';
let zone = DEFAULT_WAREHOUSE_TIME_ZONE;

/** Whether a name is a time zone this runtime knows (America/New_York, Europe/Paris, UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export function setWarehouseTimeZone(name: string): void {
  if (!isTimeZone(name)) throw new Error(`Unknown time zone: ${name}`);
  zone = name;
}
export const warehouseTimeZone = () => zone;

/** The day an instant falls on in a time zone (the warehouse's by default), as YYYY-MM-DD. */
export function businessDateOf(at: Date, timeZone = zone): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today at the warehouse. */
export const businessToday = () => businessDateOf(new Date());
