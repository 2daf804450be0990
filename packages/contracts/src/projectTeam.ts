import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { idParam, idSchema, idText, MAX_ID } from './common/paging';
import { anyOf } from './common/permissions';

const tag = 'Projects';

/** The most people one save puts on a project's team. */
export const MAX_TEAM = 200;

/**
 * A project's team: the users with the project on their Project Access list. The project form
 * sends it as `team` (user ids); left out, the team stays as it is.
 */
export const projectTeamField = z
  .array(idSchema, { error: 'Give the team as a list of user ids.' })
  .max(MAX_TEAM, `At most ${MAX_TEAM} people can be on a team.`);

/** One person on a project's team, or one who could be put on it. */
export const teamMember = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  title: z.string(),
  /** 2 is a client user (of the project's customer); every other type is staff. */
  userTypeId: z.number().int(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** Ids in a query, separated by commas ("3,17,42"). */
const idList = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'Give user ids separated by commas.')
  .transform((s) => (s ? [...new Set(s.split(',').map(Number))] : []))
  .refine((ids) => ids.every((id) => id > 0 && id <= MAX_ID), 'A user id is out of range.');

export const projectTeamEndpoints = {
  teamCandidates: endpoint({
    method: 'GET',
    path: '/api/project/teamCandidates',
    access: anyOf('Project:Create', 'Project:Update'),
    tag,
    summary:
      "Active users the caller may put on a project's team, matching a name (at most 25, by name): staff users, and client users of the customer given; for a non-admin only users who hold nothing the caller does not. The ids in `selected` are answered too when the caller may see them, so a form can name its choices",
    query: z.object({
      customerId: idText.optional(),
      searchTerm: z.string().trim().max(100).default(''),
      selected: idList.default([]),
    }),
    response: z.array(teamMember),
  }),
  team: endpoint({
    method: 'GET',
    path: '/api/project/:id/team',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary:
      "A project's team: the users with the project on their Project Access list, by name (a client user sees those of their own company)",
    params: idParam,
    response: z.array(teamMember),
  }),
};
