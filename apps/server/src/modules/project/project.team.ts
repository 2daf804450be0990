import { CLIENT_USER_TYPE_ID, type FieldChange, type TeamMember } from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { fieldError, forbidden } from '../../platform/errors';
import { auditNote } from '../../platform/kit';
import type { Notify } from '../../platform/notify';
import { scopeOf } from '../../platform/scope';
import { type Person, peopleOf } from '../user';
import { projectIdsOf, teamIdsOf } from './project.read';
import { teamCandidatesOf, teamMembersOf } from './project.team.read';
import { createProjectWrites } from './project.writes';

/** The project a team belongs to, as it is being saved. */
export interface TeamProject {
  id: number;
  number: string;
  customerId: number;
}

/**
 * What a user holds beyond a non-admin caller (null when nothing): the users module's rule that a
 * non-admin hands out nothing they lack. Projects are not counted: the one given is the caller's own.
 */
function beyondCaller(actor: Actor, p: Person): string | null {
  if (actor.scope.isAdmin) return null;
  if (p.isAdmin) return `${p.userName} is an admin`;
  const extra = p.claims.filter((c) => !actor.scope.permissions.has(c)).sort();
  return extra.length ? `${p.userName} also holds ${extra.join(', ')}` : null;
}

/**
 * A project's team (who has it on their Project Access list), chosen on the project form and saved
 * in the project's transaction through the module's access functions, with the users module's
 * grant rules; who joins is told, with a link they may open.
 */
export function createProjectTeam({ db, notify }: { db: Executor; notify?: Pick<Notify, 'schedule'> }) {
  return {
    /** The team of a project the caller sees (asserted by the caller), as they see users: a client user only those of their own company. */
    members: (actor: Actor, projectId: number, tx?: Executor) => teamMembersOf(tx ?? db, scopeOf(actor), projectId),

    /**
     * Up to 25 users the caller may put on a team, matching a name; the `selected` ones are
     * answered too (to name a form's choices), when they are staff or the customer's client users.
     */
    async candidates(
      actor: Actor,
      q: { customerId?: number; searchTerm: string; selected: number[] },
      tx?: Executor,
    ): Promise<TeamMember[]> {
      if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Client users do not choose a project’s team.');
      return teamCandidatesOf(tx ?? db, actor, q);
    },

    /**
     * Makes the project's team the `wanted` users (left out: unchanged), in the caller's transaction.
     * A non-admin caller stays on it (the creator of a new project joins it whatever the list says). Everyone added must be active, staff or a client user of the
     * project's customer, and for a non-admin caller hold nothing the caller does not; a non-admin
     * takes off only such users. Answers the change for the project's history.
     */
    async save(
      actor: Actor,
      input: { project: TeamProject; wanted: number[] | undefined; creating?: boolean },
      tx: Executor,
    ): Promise<FieldChange[]> {
      const { project, wanted, creating = false } = input;
      if (wanted === undefined) return [];
      if (actor.userTypeId === CLIENT_USER_TYPE_ID && !actor.scope.isAdmin) {
        throw forbidden('Client users do not change a project’s team; ask your contact at the provider.');
      }
      const current = await teamIdsOf(tx, project.id);
      const next = new Set(wanted);
      if (!creating && !actor.scope.isAdmin && current.includes(actor.id) && !next.has(actor.id)) {
        throw fieldError('team', 'You cannot take yourself off the team: you would lose this project.');
      }
      if (!actor.scope.isAdmin) next.add(actor.id);
      const add = [...next].filter((id) => !current.includes(id));
      const remove = current.filter((id) => !next.has(id));
      const people = await peopleOf(tx, [...new Set([...current, ...next])]);
      const unknown = add.filter((id) => !people.has(id));
      if (unknown.length) throw fieldError('team', `Unknown users: ${unknown.join(', ')}.`);

      for (const id of [...next]) {
        const p = people.get(id)!;
        if (p.userTypeId === CLIENT_USER_TYPE_ID && p.clientId !== project.customerId) {
          throw fieldError(
            'team',
            `${p.userName} is a client user of another company: a client user can only have projects of their own company.`,
          );
        }
      }
      for (const id of add) {
        const p = people.get(id)!;
        if (!p.status) throw fieldError('team', `${p.userName} is inactive: only active users join a team.`);
        const beyond = beyondCaller(actor, p);
        if (beyond) {
          throw forbidden(`You can give project access only to users who hold nothing you do not: ${beyond}.`);
        }
      }
      for (const id of remove) {
        const beyond = beyondCaller(actor, people.get(id)!);
        if (beyond) throw forbidden(`You can take off the team only users who hold nothing you do not: ${beyond}.`);
      }
      if (!add.length && !remove.length) return [];

      // Each user's own history shows the project coming and going, as the user screen writes it.
      for (const id of [...add, ...remove]) {
        const before = await projectIdsOf(tx, id);
        const after = add.includes(id)
          ? [...before, project.id].sort((a, b) => a - b)
          : before.filter((p) => p !== project.id);
        await auditNote(tx, actor, 'user', id, [{ field: 'projects', before, after }]);
      }
      await createProjectWrites(tx).changeTeam(project.id, add, remove);
      await notify?.schedule(
        actor,
        add
          .filter((userId) => userId !== actor.id)
          .map((userId) => ({
            userId,
            title: 'New project access',
            text: `You can now see project ${project.number}.`,
            link: `/projects/${project.id}`,
            projectId: project.id,
            scheduledFor: new Date(),
          })),
        tx,
      );
      const names = (ids: number[]) => ids.map((id) => people.get(id)?.userName ?? String(id)).sort();
      return [{ field: 'team', before: names(current), after: names([...next]) }];
    },
  };
}
export type ProjectTeam = ReturnType<typeof createProjectTeam>;
