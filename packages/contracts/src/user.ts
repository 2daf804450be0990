import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { EMAIL_FORMAT, PASSWORDS_MISMATCH, REQUIRED, REQUIRED_BANG } from './common/errors';
import { exportBody, fileResponse } from './common/export';
import { booleanValues, columnInfo, defineList, type ListKey, listSearchBody, sortableKeys } from './common/list';
import { audit, idParam, idSchema, idText, MAX_ID, MAX_PAGE_SIZE, paged, pageQuery } from './common/paging';
import { passwordRule } from './common/password';
import { actionSchema, moduleSchema } from './common/permissionSchemas';
import { anyOf } from './common/permissions';

/**
 * docs/requirements.md section 2: /users/{id} needs AddressBook:View, so the reads behind that screen answer
 * User:View or AddressBook:View (within the caller's scope); changing a user stays User:Update.
 */
const userScreenAccess = anyOf('User:View', 'AddressBook:View');

const tag = 'Users';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (max: number) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);
const requiredId = z.number({ error: REQUIRED_BANG }).int(REQUIRED_BANG).positive(REQUIRED_BANG).max(MAX_ID);

export const claimSchema = z.object({ type: moduleSchema, value: actionSchema });
export type Claim = z.infer<typeof claimSchema>;

/** The details every user form sends, create and edit alike. */
export const userFields = z.object({
  firstName: required(100),
  lastName: required(100),
  title: z.string().trim().max(100).default(''),
  email: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .max(254)
    .regex(EMAIL_PATTERN, EMAIL_FORMAT),
  userName: required(100),
  clientId: requiredId,
  userTypeId: requiredId,
  isAdmin: z.boolean().default(false),
  status: z.boolean().default(true),
  claims: z.array(claimSchema).max(100).default([]),
  projects: z.array(idSchema).max(10_000).default([]),
});

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The password checks run even while other fields are invalid, so a form shows every message at
 * once (by default zod skips an object's refinements when a field already failed).
 */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

function passwordsMatch(b: { password?: unknown; confirmPassword?: unknown }, ctx: z.RefinementCtx) {
  const password = text(b.password);
  const confirm = text(b.confirmPassword);
  if ((password || confirm) && password !== confirm) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_MISMATCH });
  }
}

export const createUserBody = userFields
  .extend({
    password: z.string({ error: REQUIRED }).min(1, { error: REQUIRED, abort: true }).pipe(passwordRule),
    confirmPassword: z.string().default(''),
  })
  .superRefine(passwordsMatch, always);
export type CreateUserBody = z.input<typeof createUserBody>;

/** An edit may leave both password fields empty to keep the current password. */
export const updateUserBody = userFields
  .extend({
    id: idSchema,
    version: z.number().int().min(0).max(MAX_ID),
    password: z.union([z.literal(''), passwordRule]).optional(),
    confirmPassword: z.string().optional(),
  })
  .superRefine((b, ctx) => {
    if (!text(b.password) && text(b.confirmPassword)) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: REQUIRED });
    }
    passwordsMatch(b, ctx);
  }, always);
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const userDetails = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string(),
    email: z.string(),
    userName: z.string(),
    clientId: z.number().int(),
    companyName: z.string(),
    userTypeId: z.number().int(),
    isAdmin: z.boolean(),
    status: z.boolean(),
    claims: z.array(claimSchema),
    projects: z.array(z.number().int()),
    ...audit,
  })
  .meta({ id: 'User' });
export type UserDetails = z.infer<typeof userDetails>;

export const userListItem = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    userName: z.string(),
    email: z.string(),
    title: z.string(),
    clientId: z.number().int(),
    companyName: z.string(),
    userTypeId: z.number().int(),
    userTypeName: z.string(),
    isAdmin: z.boolean(),
    status: z.boolean(),
    modifiedAt: z.iso.datetime(),
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof userListItem>;

/** The users list, declared once: search validation, filteredColums, export and grid columns. */
export const userList = defineList({
  name: 'users',
  columns: {
    userName: { label: 'User name', type: 'text', inSearchTerm: true },
    /** First and last name together, so a search for "Ada Byron" finds her. */
    name: { label: 'Name', type: 'text', sortable: false, hidden: true, inSearchTerm: true },
    firstName: { label: 'First name', type: 'text' },
    lastName: { label: 'Last name', type: 'text' },
    email: { label: 'E-mail', type: 'text', inSearchTerm: true },
    title: { label: 'Title', type: 'text', sortable: false },
    companyName: { label: 'Company', type: 'text', inSearchTerm: true },
    clientId: { label: 'Company id', type: 'number', filter: 'exact', sortable: false, hidden: true },
    userTypeName: { label: 'User type', type: 'enum' },
    isAdmin: { label: 'Admin', type: 'boolean', values: booleanValues('Yes', 'No') },
    status: { label: 'Status', type: 'boolean', values: booleanValues('Active', 'Inactive') },
    modifiedAt: { label: 'Modified', type: 'date' },
  },
  defaultSort: { column: 'userName' },
  maxUnpaged: 500,
});
export type UserListColumn = ListKey<typeof userList>;
export const userSortColumns = sortableKeys(userList);
export type UserSortColumn = (typeof userSortColumns)[number];
export const userSearchBody = listSearchBody(userList);
export type UserSearchBody = z.input<typeof userSearchBody>;
export const userExportBody = exportBody(userSearchBody);
export type UserExportBody = z.input<typeof userExportBody>;

/** A project row of the Project Access list. */
export const projectAccessRow = z.object({
  id: z.number().int(),
  number: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  jobSiteName: z.string(),
  status: z.string(),
});
export type ProjectAccessRow = z.infer<typeof projectAccessRow>;

/** A staff user as a picker shows them (a project's manager). */
export const staffUser = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  title: z.string(),
});
export type StaffUser = z.infer<typeof staffUser>;

export const userEndpoints = {
  staff: endpoint({
    method: 'GET',
    path: '/api/user/staff',
    // A project's manager is picked with the project; a scheduled report's recipients with the report.
    access: anyOf('Project:View', 'Reports:View'),
    tag,
    summary:
      "Active staff users (not client users) matching a name, at most 25, for picking a project's manager or a scheduled report's recipients; staff callers only",
    query: z.object({ searchTerm: z.string().trim().max(100).default('') }),
    response: z.array(staffUser),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/user',
    access: 'User:Create',
    tag,
    summary: 'Create a user',
    body: createUserBody,
    status: 201,
    response: userDetails,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/user',
    access: 'User:View',
    tag,
    summary: 'Users, optionally of one user type, by name (at most 500; use search for more)',
    query: z.object({ typeId: idText.optional() }),
    response: z.array(userListItem),
  }),
  paged: endpoint({
    method: 'GET',
    path: '/api/user/paged',
    access: 'User:View',
    tag,
    summary: 'A page of users by user name',
    query: pageQuery,
    response: paged(userListItem),
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/user/search',
    access: 'User:View',
    tag,
    summary: 'Search users (shared search payload)',
    body: userSearchBody,
    response: paged(userListItem),
  }),
  export: endpoint({
    method: 'POST',
    path: '/api/user/export',
    access: 'User:View',
    tag,
    summary: 'Every user of a search (paging ignored) as a CSV or Excel file',
    body: userExportBody,
    response: fileResponse,
  }),
  assignableProjects: endpoint({
    method: 'GET',
    path: '/api/user/assignableProjects',
    access: userScreenAccess,
    tag,
    summary:
      "Projects that can be put on a user's Project Access list: all, or those of one company for a client user; searched by project number",
    query: z.object({
      clientId: idText.optional(),
      searchTerm: z.string().trim().max(100).optional(),
      pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
    }),
    response: paged(projectAccessRow),
  }),
  filteredColums: endpoint({
    method: 'GET',
    path: '/api/user/filteredColums',
    access: 'User:View',
    tag,
    summary: "The users list's columns: label, type, whether it sorts, how it filters, and the values to pick from",
    response: z.array(columnInfo),
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/user/:id',
    access: userScreenAccess,
    tag,
    summary: 'One user with claims and projects',
    params: idParam,
    response: userDetails,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/user',
    access: 'User:Update',
    tag,
    summary: 'Update a user (id and version in the body; a stale version is a 409)',
    body: updateUserBody,
    response: userDetails,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/user/:id',
    access: 'User:Delete',
    tag,
    summary: 'Delete a user; the signed-in user cannot delete themselves',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
};
