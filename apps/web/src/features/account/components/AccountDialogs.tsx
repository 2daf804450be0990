import { changePasswordBody, PASSWORD_RULE } from '@freightdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError, errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { applyServerErrors } from '../../../components/form/serverErrors';
import { notify } from '../../../components/notify';
import { useChangePassword, useSignOutEverywhere } from '../api';

export type AccountDialog = 'changePassword' | 'signOutEverywhere';

interface AccountDialogsProps {
  open: AccountDialog | null;
  onClose: () => void;
}

/**
 * The user menu's account dialogs, in their own chunk: changing one's password and signing out
 * everywhere. Both end this session too, so both finish on the sign-in page.
 */
export default function AccountDialogs({ open, onClose }: AccountDialogsProps) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  // The server has ended this session: leave it at once, before another call meets its 401.
  const leave = (message: string) => {
    signOut();
    navigate('/login', { replace: true });
    notify.success(message);
  };
  return (
    <>
      <ChangePasswordDialog opened={open === 'changePassword'} onClose={onClose} onChanged={leave} />
      <SignOutEverywhereDialog opened={open === 'signOutEverywhere'} onClose={onClose} onDone={leave} />
    </>
  );
}

function SignOutEverywhereDialog({
  opened,
  onClose,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const signOutEverywhere = useSignOutEverywhere();
  const confirm = () =>
    signOutEverywhere.mutate(undefined, {
      onSuccess: () => onDone('You are signed out on every device. Sign in again to continue.'),
      onError: (err) => notify.error(errorText(err)),
    });
  return (
    <ConfirmDialog
      opened={opened}
      title="Sign out everywhere?"
      confirmLabel="Sign out everywhere"
      busy={signOutEverywhere.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      Every session of your account ends, on every device and browser, this one included. You will sign in again here.
    </ConfirmDialog>
  );
}

function ChangePasswordDialog({
  opened,
  onClose,
  onChanged,
}: {
  opened: boolean;
  onClose: () => void;
  onChanged: (message: string) => void;
}) {
  const change = useChangePassword();
  const empty = { currentPassword: '', password: '', confirmPassword: '' };
  const form = useForm({ resolver: zodResolver(changePasswordBody), defaultValues: empty });
  const { errors } = form.formState;
  const close = () => {
    if (change.isPending) return;
    form.reset(empty);
    change.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (res) => onChanged(res.message),
      onError: (err) => {
        const field = err instanceof ApiError ? applyServerErrors(form, err) : null;
        if (field) form.setFocus(field);
      },
    }),
  );
  // A failure that names no field (too many attempts, the server down) shows above the buttons.
  const general = change.error && !(change.error instanceof ApiError && change.error.body.errors) ? change.error : null;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Change your password"
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {PASSWORD_RULE}. Every session of your account ends, this one included: you will sign in again with the new
            password.
          </Text>
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            data-autofocus
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          {general && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {errorText(general)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
