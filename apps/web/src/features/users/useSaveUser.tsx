import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError, errorText } from '../../api/client';
import { useCreateUser, userKeys, useUpdateUser } from './api';
import {
  type CreateUserOutput,
  formFieldNames,
  type UpdateUserOutput,
  type UserFormMode,
  type UserFormOutput,
  type UserFormValues,
} from './userForm';

/**
 * Create or update from the form's parsed values, with the toasts of SPEC.md section 8, the
 * server's field errors put on their fields, and a reload offer when someone else saved first.
 */
export function useSaveUser(mode: UserFormMode, setError: UseFormSetError<UserFormValues>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useCreateUser();
  const update = useUpdateUser();

  const save = async (values: UserFormOutput) => {
    try {
      if (mode === 'create') {
        const user = await create.mutateAsync(values as CreateUserOutput);
        toast.success(`User ${user.userName} created`);
        navigate(`/users/${user.id}`, { replace: true });
      } else {
        const body = values as UpdateUserOutput;
        // Both password fields empty keeps the current password.
        const user = await update.mutateAsync(
          body.password ? body : { ...body, password: undefined, confirmPassword: undefined },
        );
        toast.success(`User ${user.userName} updated`);
      }
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && 'id' in values) {
        const reload = () => queryClient.invalidateQueries({ queryKey: userKeys.detail(values.id) });
        toast.error(<StaleNotice onReload={reload} />, { autoClose: false, toastId: 'user-stale' });
        return;
      }
      if (err instanceof ApiError) {
        for (const [field, message] of Object.entries(err.fieldErrors)) {
          const name = formFieldNames.find((f) => f === field);
          if (name) setError(name, { type: 'server', message });
        }
      }
      toast.error(errorText(err));
    }
  };
  return { save, saving: create.isPending || update.isPending };
}

function StaleNotice({ onReload, closeToast }: { onReload: () => void; closeToast?: () => void }) {
  return (
    <div>
      <Text size="sm">
        Someone else changed this user after you opened it, so your changes were not saved. Reload to see the latest
        version, then make your changes again.
      </Text>
      <Group mt="xs">
        <Button
          size="xs"
          variant="white"
          color="red"
          onClick={() => {
            onReload();
            closeToast?.();
          }}
        >
          Reload user
        </Button>
      </Group>
    </div>
  );
}
