import { Box, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { visibleEntries } from '../../../app/features';
import { useAuth } from '../../../auth/AuthContext';
import { LinkTile } from '../../../components/LinkTile';
import classes from './HomePage.module.css';

/** docs/requirements.md section 2: "/" welcomes the user by name; the tiles are the modules they may open. */
export default function HomePage() {
  const { user, scope } = useAuth();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.userName : '';
  const tiles = visibleEntries(scope).filter((e) => e.to !== '/');

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
          Pick up where you left off: your modules are below and in the sidebar, and the bell at the top keeps your
          follow-ups.
        </Text>
      </Paper>
      {tiles.length > 0 ? (
        <>
          <Title order={2} fz="lg" mt="xl" mb="sm">
            Your modules
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {tiles.map((entry) => (
              <LinkTile key={entry.to} to={entry.to} icon={entry.icon} title={entry.label} />
            ))}
          </SimpleGrid>
        </>
      ) : (
        <Text c="dimmed" mt="xl">
          Your account has no modules yet. Ask an administrator to grant you access.
        </Text>
      )}
    </Box>
  );
}
