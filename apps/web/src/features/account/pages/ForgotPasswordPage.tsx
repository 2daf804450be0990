import { forgotPasswordBody } from '@freightdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorText } from '../../../api/client';
import { useForgotPassword } from '../api';
import { AuthLayout } from '../components/AuthLayout';

function BackToSignIn() {
  return (
    <Anchor component={Link} to="/login" size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
      Back to sign in
    </Anchor>
  );
}

export default function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(forgotPasswordBody), defaultValues: { email: '' } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => forgot.mutate(values));

  // docs/requirements.md section 4: after submit the "e-mail sent" state shows the server's message.
  if (forgot.isSuccess) {
    return (
      <AuthLayout title="Check your e-mail">
        <Stack gap="lg">
          <Alert variant="light" color="teal" icon={<IconMailCheck aria-hidden />} title="E-mail sent" role="status">
            {forgot.data.message}
          </Alert>
          <Text size="sm" c="dimmed">
            The link in the mail works once and expires. Did not get it? Check the address and your spam folder.
          </Text>
          <BackToSignIn />
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the e-mail address of your account and we will send you a link to set a new one."
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            size="md"
            error={errors.email?.message}
            {...form.register('email')}
          />
          {forgot.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorText(forgot.error)}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={forgot.isPending}>
            Send reset link
          </Button>
          <BackToSignIn />
        </Stack>
      </form>
    </AuthLayout>
  );
}
