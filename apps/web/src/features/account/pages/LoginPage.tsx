import { tokenBody } from '@freightdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { notify } from '../../../components/notify';
import { AuthLayout } from '../components/AuthLayout';

/** docs/requirements.md section 8: each message of a failed sign-in is its own error toast. */
function toastSignInFailure(err: unknown) {
  const messages = err instanceof ApiError ? err.body.messages : [];
  if (messages.length === 0) notify.error(errorText(err));
  for (const message of messages) notify.error(message);
}

export default function LoginPage() {
  const { signIn } = useAuth();
  const form = useForm({
    resolver: zodResolver(tokenBody),
    defaultValues: { userName: '', password: '', rememberMe: false },
  });
  const { errors, isSubmitting } = form.formState;

  // Where to go afterwards is decided by the /login guard once the user is known.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signIn(values.userName, values.password, values.rememberMe);
    } catch (err) {
      toastSignInFailure(err);
    }
  });

  return (
    <AuthLayout>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Username"
            autoComplete="username"
            autoFocus
            size="md"
            error={errors.userName?.message}
            {...form.register('userName')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            size="md"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <Group justify="space-between">
            <Checkbox label="Remember me" {...form.register('rememberMe')} />
            <Anchor component={Link} to="/account/forgot-password" size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" size="md" fullWidth loading={isSubmitting}>
            Sign me in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
