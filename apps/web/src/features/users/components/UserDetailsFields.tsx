import { Checkbox, Group, PasswordInput, Radio, SimpleGrid, Skeleton, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useUserTypes } from '../api';
import type { UserFormMode, UserFormValues } from '../userForm';
import { CompanySelect } from './CompanySelect';

interface UserDetailsFieldsProps {
  mode: UserFormMode;
  companyName?: string;
  isClient: boolean;
  onTypeChange: (userTypeId: number) => void;
  onCompanyChange: (clientId: number | null) => void;
}

/** The Details form of SPEC.md section 2, bound to the surrounding react-hook-form. */
export function UserDetailsFields({
  mode,
  companyName,
  isClient,
  onTypeChange,
  onCompanyChange,
}: UserDetailsFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<UserFormValues>();
  const creating = mode === 'create';

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <TextInput
          label="First name"
          required
          autoComplete="off"
          {...register('firstName')}
          error={errors.firstName?.message}
        />
        <TextInput
          label="Last name"
          required
          autoComplete="off"
          {...register('lastName')}
          error={errors.lastName?.message}
        />
        <TextInput label="Title" autoComplete="off" {...register('title')} error={errors.title?.message} />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="off"
          {...register('email')}
          error={errors.email?.message}
        />
        <TextInput
          label="User name"
          required
          autoComplete="off"
          // The user name is the sign-in name: fixed once the user exists (SPEC.md section 3).
          readOnly={!creating}
          variant={creating ? 'default' : 'filled'}
          description={creating ? undefined : 'Cannot be changed'}
          {...register('userName')}
          error={errors.userName?.message}
        />
        <Controller
          control={control}
          name="clientId"
          render={({ field, fieldState }) => (
            <CompanySelect
              inputRef={field.ref}
              value={field.value}
              initialName={companyName}
              onChange={onCompanyChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <PasswordInput
          label="Password"
          required={creating}
          autoComplete="new-password"
          description={creating ? undefined : 'Leave empty to keep the current password'}
          visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
          // Each password field re-checks the other: the match and the "required" depend on both.
          {...register('password', { deps: 'confirmPassword' })}
          error={errors.password?.message}
        />
        <PasswordInput
          label="Confirm password"
          required={creating}
          autoComplete="new-password"
          description={creating ? undefined : '\u00a0'}
          visibilityToggleButtonProps={{ 'aria-label': 'Show confirm password' }}
          {...register('confirmPassword', { deps: 'password' })}
          error={errors.confirmPassword?.message}
        />
      </SimpleGrid>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <UserTypeRadios onTypeChange={onTypeChange} />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Radio.Group
              label="Status"
              value={field.value === false ? 'inactive' : 'active'}
              onChange={(v) => field.onChange(v === 'active')}
            >
              <Group gap="md" mt={6}>
                <Radio value="active" label="Active" ref={field.ref} />
                <Radio value="inactive" label="Inactive" />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="isAdmin"
          render={({ field }) => (
            <Checkbox
              mt={{ base: 0, md: 30 }}
              ref={field.ref}
              label="Admin"
              // A client user can never be an admin (SPEC.md section 4).
              description={isClient ? 'Client users cannot be admins' : 'Admins may do everything'}
              checked={field.value ?? false}
              disabled={isClient}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
      </Group>
    </Stack>
  );
}

function UserTypeRadios({ onTypeChange }: { onTypeChange: (userTypeId: number) => void }) {
  const { control } = useFormContext<UserFormValues>();
  const types = useUserTypes();
  return (
    <Controller
      control={control}
      name="userTypeId"
      render={({ field, fieldState }) => (
        <Radio.Group
          label="User type"
          required
          value={field.value === null ? null : String(field.value)}
          onChange={(v) => onTypeChange(Number(v))}
          error={fieldState.error?.message ?? (types.isError ? 'Could not load the user types' : undefined)}
        >
          <Group gap="md" mt={6} wrap="wrap">
            {types.isPending && <Skeleton height={20} width={260} />}
            {types.data?.map((t, i) => (
              <Radio key={t.id} value={String(t.id)} label={t.name} ref={i === 0 ? field.ref : undefined} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
