import {
  createUserBody,
  PROVIDER_CLIENT_ID,
  type UpdateUserBody,
  type UserDetails,
  updateUserBody,
} from '@freightdesk/contracts';
import type { z } from 'zod';

export type UserFormMode = 'create' | 'edit';

/**
 * What the form holds: the update body's fields, with the two lists of choices nullable while
 * nothing is chosen (the contract's schema then answers "This field is required!").
 */
export type UserFormValues = Omit<UpdateUserBody, 'id' | 'version' | 'clientId' | 'userTypeId'> & {
  id?: number;
  version?: number;
  clientId: number | null;
  userTypeId: number | null;
  password: string;
  confirmPassword: string;
  claims: NonNullable<UpdateUserBody['claims']>;
  projects: number[];
};

export type CreateUserOutput = z.output<typeof createUserBody>;
export type UpdateUserOutput = z.output<typeof updateUserBody>;
export type UserFormOutput = CreateUserOutput | UpdateUserOutput;

/**
 * The contract's own schema validates the form (STYLE.md: never a second schema in the form):
 * createUserBody when creating, updateUserBody (id, version, optional password) when editing.
 */
export const userFormSchema = (mode: UserFormMode) => (mode === 'create' ? createUserBody : updateUserBody);

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
