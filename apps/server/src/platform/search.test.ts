import { sql } from 'drizzle-orm';
import { integer, PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { containsPattern, ilikeContains, offsetOf, orderBy } from './search';

const dialect = new PgDialect();
const things = pgTable('things', { id: integer('id'), name: text('name'), city: text('city') });

describe('containsPattern', () => {
  it('wraps the text in % for a contains match', () => {
    expect(containsPattern('dock')).toBe('%dock%');
    expect(containsPattern('')).toBe('%%');
  });

  it("escapes LIKE's wildcards and its escape character, so they match literally", () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b')).toBe('%a\\_b%');
    expect(containsPattern('c\\d')).toBe('%c\\\\d%');
    expect(containsPattern('%_\\')).toBe('%\\%\\_\\\\%');
  });
});

describe('ilikeContains', () => {
  it('binds the text as a parameter, never as SQL', () => {
    const q = dialect.sqlToQuery(ilikeContains(things.name, "x' or 1=1 --"));
    expect(q.sql).toBe('"things"."name" ilike $1');
    expect(q.params).toEqual(["%x' or 1=1 --%"]);
  });
});

describe('orderBy', () => {
  const columns = { name: things.name, city: sql`lower(${things.city})` };
  const render = (parts: ReturnType<typeof orderBy>) => dialect.sqlToQuery(sql.join(parts, sql`, `)).sql;

  it('sorts by the declared column, with the id as a tiebreak', () => {
    expect(render(orderBy(columns, 'city', 'name', false, things.id))).toBe(
      'lower("things"."city") asc, "things"."id" asc',
    );
  });

  it('sorts descending when reversed, tiebreak included', () => {
    expect(render(orderBy(columns, 'name', 'city', true, things.id))).toBe('"things"."name" desc, "things"."id" desc');
  });

  it('falls back to the default column when none is given', () => {
    expect(render(orderBy(columns, undefined, 'name', false, things.id))).toBe(
      '"things"."name" asc, "things"."id" asc',
    );
  });
});

describe('offsetOf', () => {
  it('turns a 1-based page into a row offset', () => {
    expect(offsetOf(1, 25)).toBe(0);
    expect(offsetOf(3, 10)).toBe(20);
  });
});
