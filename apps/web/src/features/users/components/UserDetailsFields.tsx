import { Group, SimpleGrid, Stack } from '@mantine/core';
import { fieldKit } from '../../../components/form';
import { CompanyPicker, useUserTypes } from '../../lookups';
import type { UserFormMode, UserFormValues } from '../userForm';

const F = fieldKit<UserFormValues>();

const statuses = [
  { value: true, label: 'Active' },
  { value: false, label: 'Inactive' },
];

interface UserDetailsFieldsProps {
  mode: UserFormMode;
  companyName?: string;
  isClient: boolean;
  onTypeChange: (userTypeId: number) => void;
  onCompanyChange: (clientId: number | null) => void;
}

/** The Details form of docs/requirements.md section 2, bound to the surrounding record form. */
export function UserDetailsFields({
  mode,
  companyName,
  isClient,
  onTypeChange,
  onCompanyChange,
}: UserDetailsFieldsProps) {
  const creating = mode === 'create';
  const types = useUserTypes();

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <F.TextField name="firstName" label="First name" />
        <F.TextField name="lastName" label="Last name" />
        <F.TextField name="title" label="Title" />
        <F.TextField name="email" label="Email" type="email" />
        <F.TextField
          name="userName"
          label="User name"
          // The user name is the sign-in name: fixed once the user exists (docs/requirements.md section 3).
          readOnly={!creating}
          description={creating ? undefined : 'Cannot be changed'}
        />
        <F.PickerField
          name="clientId"
          picker={CompanyPicker}
          pickerProps={{ initialLabel: companyName }}
          onChange={onCompanyChange}
        />
        <F.PasswordField
          name="password"
          label="Password"
          description={creating ? undefined : 'Leave empty to keep the current password'}
          // Each password field re-checks the other: the match and the "required" depend on both.
          deps={['confirmPassword']}
        />
        <F.PasswordField
          name="confirmPassword"
          label="Confirm password"
          // The schema defaults it, but a new password must be confirmed (the match rule needs both).
          required={creating}
          description={creating ? undefined : '\u00a0'}
          deps={['password']}
        />
      </SimpleGrid>
      <Group align="flex-end" gap="xl" wrap="wrap">
        <F.RadioGroupField
          name="userTypeId"
          label="User type"
          options={types.data?.map((t) => ({ value: t.id, label: t.name }))}
          loading={types.isPending}
          loadError={types.isError ? 'Could not load the user types' : undefined}
          onChange={onTypeChange}
        />
        <F.RadioGroupField name="status" label="Status" options={statuses} />
        <F.CheckboxField
          name="isAdmin"
          label="Admin"
          // A client user can never be an admin (docs/requirements.md section 4).
          description={isClient ? 'Client users cannot be admins' : 'Admins may do everything'}
          disabled={isClient}
        />
      </Group>
    </Stack>
  );
}
