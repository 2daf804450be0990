import { CLIENT_USER_TYPE_ID } from '@freightdesk/contracts';
import { Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { visibleEntries } from '../../../app/features';
import { useAuth } from '../../../auth/AuthContext';
import { ClientPortal } from '../components/ClientPortal';
import { WorkQueue } from '../components/WorkQueue';
import classes from './HomePage.module.css';

/**
 * docs/requirements.md section 2: "/" welcomes the user by name. Under the welcome, a client user's
 * portal (their goods at a glance); then what waits for them (each queue a link to its list,
 * filtered); under that, the modules they may open.
 */
export default function HomePage() {
  const { user, scope } = useAuth();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.userName : '';
  const modules = visibleEntries(scope).filter((e) => e.to !== '/');
  const client = user?.userTypeId === CLIENT_USER_TYPE_ID;

  return (
    <Box maw={1100}>
      <Paper radius="lg" p={{ base: 'lg', sm: 32 }} className={classes.hero}>
        <Text c="freight.1" size="sm" fw={600} tt="uppercase" lts={1.2}>
          FreightDesk
        </Text>
        <Title order={1} c="white" fz={{ base: 26, sm: 32 }} mt={4}>
          Welcome, {name}
        </Title>
        <Text c="freight.0" mt="xs" maw={560}>
          {client
            ? 'Your goods at a glance: what is coming, on hand and released, what you owe and your latest files are below, your modules under them and in the sidebar.'
            : 'Pick up where you left off: what waits for you is below, your modules under it and in the sidebar, and the bell at the top keeps your follow-ups.'}
        </Text>
      </Paper>
      {client && <ClientPortal />}
      <WorkQueue />
      {modules.length > 0 && (
        <>
          <Title order={2} fz="md" mt="xl" mb="xs">
            Your modules
          </Title>
          <Group gap="xs">
            {modules.map(({ to, icon: Icon, label }) => (
              <Button key={to} component={Link} to={to} variant="default" leftSection={<Icon size={16} aria-hidden />}>
                {label}
              </Button>
            ))}
          </Group>
        </>
      )}
    </Box>
  );
}
