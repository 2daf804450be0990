import { createUserBody, PROVIDER_CLIENT_ID, type UserDetails, updateUserBody } from '@freightdesk/contracts';
import type { FormValues } from '../../components/form';

export type UserFormMode = 'create' | 'edit';

/**
 * The contract's own schema validates the form (docs/style.md: never a second schema in the form):
 * createUserBody when creating, updateUserBody (id, version, optional password) when editing.
 */
export const userFormSchema = (mode: UserFormMode): typeof createUserBody | typeof updateUserBody =>
  mode === 'create' ? createUserBody : updateUserBody;

/**
 * What the form holds: the create or update body, as it is filled in (the company and the user
 * type empty until chosen: the contract's schema then answers "This field is required!").
 */
export type UserFormValues = FormValues<ReturnType<typeof userFormSchema>>;

/** The form's starting values: the user's, or a new active staff user of the provider's company. */
export function toFormValues(user: UserDetails | undefined): UserFormValues {
  if (!user) {
    return {
      firstName: '',
      lastName: '',
      title: '',
      email: '',
      userName: '',
      password: '',
      confirmPassword: '',
      clientId: PROVIDER_CLIENT_ID,
      userTypeId: null,
      isAdmin: false,
      status: true,
      claims: [],
      projects: [],
    };
  }
  return {
    id: user.id,
    version: user.version,
    firstName: user.firstName,
    lastName: user.lastName,
    title: user.title,
    email: user.email,
    userName: user.userName,
    password: '',
    confirmPassword: '',
    clientId: user.clientId,
    userTypeId: user.userTypeId,
    isAdmin: user.isAdmin,
    status: user.status,
    claims: user.claims,
    projects: user.projects,
  };
}
