import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '../../../components/BrandMark';
import { useRouteHeader } from '../../../components/routeHeader';
import classes from './AuthLayout.module.css';
import { brandLines } from './brandLines';

interface AuthLayoutProps {
  /** The card's title and line: by default the route's own (its title and description). */
  title?: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of the public pages: a brand panel beside (or above, on phones) a form card. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const route = useRouteHeader();
  title ??= route?.title;
  subtitle ??= route?.description;
  return (
    <Box className={classes.root}>
      <Box className={classes.brandPanel} aria-hidden>
        <BrandMark inverse />
        <Stack gap="xs" className={classes.pitch}>
          <Text fz={30} fw={700} lh={1.2} c="white">
            {brandLines.pitch}
          </Text>
          <Text c="freight.1">{brandLines.tagline}</Text>
        </Stack>
        <Text size="xs" c="freight.2">
          {brandLines.copyright}
        </Text>
      </Box>
      <Box component="main" className={classes.formPanel}>
        <Box className={classes.mobileBrand}>
          <BrandMark />
        </Box>
        <Paper className={classes.card} withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 36 }}>
          <Stack gap={4} mb="lg">
            <Title order={1} fz={26}>
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}
