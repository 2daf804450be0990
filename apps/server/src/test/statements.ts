import type { TestApp } from './testApp';

/**
 * Counts the statements the app's database runs, through Drizzle's logger (every session the
 * database opens, each transaction's too, takes its logger from these options), on PGlite and
 * PostgreSQL alike. `since()` answers how many ran since the last `reset()`.
 */
export function countStatements(t: TestApp) {
  let statements = 0;
  const session = (t.database.db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  const counter = { logQuery: () => void statements++ };
  session.logger = counter;
  session.options.logger = counter;
  return {
    reset: () => {
      statements = 0;
    },
    since: () => statements,
  };
}
