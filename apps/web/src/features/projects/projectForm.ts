import { createProjectBody, type ProjectDetails, updateProjectBody } from '@freightdesk/contracts';
import type { FormValues } from '../../components/form';

export type ProjectFormMode = 'create' | 'edit';

/** The contract's own schemas validate the form (docs/style.md: never a second schema). */
export const projectFormSchema = (mode: ProjectFormMode): typeof createProjectBody | typeof updateProjectBody =>
  mode === 'create' ? createProjectBody : updateProjectBody;

/**
 * What the project form holds: the create or update body, as it is filled in. Its team (user ids)
 * left out (a client user's form), the team stays as it is.
 */
export type ProjectFormValues = FormValues<ReturnType<typeof projectFormSchema>>;

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
