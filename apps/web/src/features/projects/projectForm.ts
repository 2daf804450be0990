import { createProjectBody, type ProjectDetails, updateProjectBody } from '@freightdesk/contracts';
import type { z } from 'zod';

export type ProjectFormMode = 'create' | 'edit';

/** What the project form holds: the update body, with the choices null while none is made. */
export interface ProjectFormValues {
  id?: number;
  version?: number;
  number: string;
  name: string;
  customerId: number | null;
  jobSiteId: number | null;
  billingClientId: number | null;
  thirdPartyClientId: number | null;
  statusId: number | null;
  typeId: number | null;
  projectManagerId: number | null;
  startDate: string | null;
  endDate: string | null;
  /** Who works on it (user ids); left out (a client user's form), the team stays as it is. */
  team?: number[];
}

export type CreateProjectOutput = z.output<typeof createProjectBody>;
export type UpdateProjectOutput = z.output<typeof updateProjectBody>;
export type ProjectFormOutput = CreateProjectOutput | UpdateProjectOutput;

/** The contract's own schemas validate the form (STYLE.md: never a second schema). */
export const projectFormSchema = (mode: ProjectFormMode) => (mode === 'create' ? createProjectBody : updateProjectBody);

/** The form's values of a project (empty for a new one), with its team when the form edits it. */
export function toFormValues(
  p?: ProjectDetails,
  team?: number[],
  activeStatusId: number | null = null,
): ProjectFormValues {
  if (!p) {
    return {
      number: '',
      name: '',
      customerId: null,
      jobSiteId: null,
      billingClientId: null,
      thirdPartyClientId: null,
      statusId: activeStatusId,
      typeId: null,
      projectManagerId: null,
      startDate: null,
      endDate: null,
      team,
    };
  }
  return {
    id: p.id,
    version: p.version,
    number: p.number,
    name: p.name,
    customerId: p.customerId,
    jobSiteId: p.jobSiteId,
    billingClientId: p.billingClientId,
    thirdPartyClientId: p.thirdPartyClientId,
    statusId: p.statusId,
    typeId: p.typeId,
    projectManagerId: p.projectManagerId,
    startDate: p.startDate,
    endDate: p.endDate,
    team,
  };
}
