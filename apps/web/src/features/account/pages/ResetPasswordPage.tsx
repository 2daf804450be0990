import { PASSWORD_RULE, resetPasswordBody } from '@freightdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '../../../api/client';
import { useResetPassword } from '../api';
import { AuthLayout } from '../components/AuthLayout';

export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => reset.mutate(values));

  if (!token) {
    return (
      <AuthLayout title="Reset your password">
        <Stack gap="lg">
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title="Incomplete link"
            role="alert"
          >
            This address has no reset token. Open the link from your e-mail again, or ask for a new one.
          </Alert>
          <Anchor component={Link} to="/account/forgot-password" size="sm">
            Ask for a new reset link
          </Anchor>
        </Stack>
      </AuthLayout>
    );
  }

  // docs/requirements.md section 4: on success the passwordReset state shows the server's message.
  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password changed">
        <Stack gap="lg">
          <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />} title="All set" role="status">
            {reset.data.message}
          </Alert>
          <Button component={Link} to="/login" size="md" fullWidth>
            Sign in
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Set a new password" subtitle={PASSWORD_RULE}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            autoFocus
            size="md"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordInput
            label="Confirm password"
            autoComplete="new-password"
            size="md"
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          {reset.isError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="Password not changed"
              role="alert"
            >
              {errorText(reset.error)}{' '}
              <Anchor component={Link} to="/account/forgot-password" size="sm">
                Ask for a new reset link
              </Anchor>
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={reset.isPending}>
            Set new password
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            Back to sign in
          </Anchor>
        </Stack>
      </form>
    </AuthLayout>
  );
}
