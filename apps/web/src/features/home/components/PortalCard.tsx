import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { statusBadgeOf } from '../../../components/StatusBadge';
import { formatCount } from '../../../lib/numbers';
import classes from './ClientPortal.module.css';

/** The statuses the portal names, by colour as their own screens show them. */
export const PortalStatusBadge = statusBadgeOf({
  expected: 'freight',
  receiving: 'yellow',
  booked: 'freight',
  'in transit': 'cyan',
  exception: 'orange',
  open: 'freight',
  picking: 'yellow',
  picked: 'cyan',
  'out for delivery': 'violet',
  delivered: 'green',
});

interface PortalCardProps {
  /** Names the card's heading, so the card is a region named by it. */
  id: string;
  title: string;
  icon: typeof IconPackage;
  /** Across the whole row (the files). */
  wide?: boolean;
  children: ReactNode;
}

/** One part of the portal: a bordered section under its heading. */
export function PortalCard({ id, title, icon: Icon, wide, children }: PortalCardProps) {
  const headingId = `portal-${id}`;
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={headingId}
      className={wide ? classes.wide : undefined}
    >
      <Group gap="sm" wrap="nowrap" mb="sm">
        <ThemeIcon variant="light" size={32} radius="md">
          <Icon size={18} aria-hidden />
        </ThemeIcon>
        <Title order={3} fz="md" id={headingId}>
          {title}
        </Title>
      </Group>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** A part of a card (the alerts, the shipments): its small heading, then what it lists or says. */
export function CardPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={4} fz="sm" c="dimmed" fw={600}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** What an empty part says, plainly. */
export function Nothing({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" c="dimmed">
      {children}
    </Text>
  );
}

/** A record in a card's list: its number (a link to it) and badges on one line, a line of detail under. */
export function RecordEntry({
  to,
  number,
  badges,
  detail,
}: {
  to: string;
  number: string;
  badges?: ReactNode;
  detail: ReactNode;
}) {
  return (
    <li>
      <div className={classes.entry}>
        <Anchor component={Link} to={to} fw={600}>
          {number}
        </Anchor>
        {badges}
      </div>
      <Text size="sm" c="dimmed">
        {detail}
      </Text>
    </li>
  );
}

/** The facts of a record's detail line, the empty ones left out, with a dot between. */
export const facts = (...parts: (string | false | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * "and 3 more alerts": the rest of a part, on its list: filtered to what the part shows where one
 * filter says it (delivered, open invoices), else the whole list (a part of several statuses).
 */
export function MoreLink({ shown, total, what, to }: { shown: number; total: number; what: string; to: string }) {
  if (total <= shown) return null;
  return (
    <Anchor component={Link} to={to} size="sm">
      and {formatCount(total - shown)} more {what}
    </Anchor>
  );
}
