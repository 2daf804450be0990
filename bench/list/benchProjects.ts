import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

/**
 * 200 projects of a list's fill (`<prefix>1` … `<prefix>200`) over 50 customers, made once: a second
 * fill of the same database adds none. The first is the large one a list's one-project shapes read.
 */
export async function benchProjects(db: Db, prefix: string) {
  await db.execute(sql`
    insert into clients (name, type_id)
    select 'Customer ' || lpad(g::text, 3, '0'), 1 from generate_series(1, 50 - (select count(*) from clients where name like 'Customer %')) g`);
  await db.execute(sql`
    insert into projects (number, customer_id, job_site_id, status)
    select ${prefix} || g, (select min(id) from clients where name like 'Customer %') + g % 50,
           (select min(id) from clients where name like 'Customer %'), 'Active'
    from generate_series(1 + (select count(*)::int from projects where number like ${`${prefix}%`}), 200) g`);
}
