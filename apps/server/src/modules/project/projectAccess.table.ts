import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from '../user/user.table';
import { projects } from './project.table';

/** A user's Project Access list: a non-admin sees and changes only records of these projects. */
export const userProjects = pgTable(
  'user_projects',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] }), index('user_projects_project_idx').on(t.projectId)],
);
