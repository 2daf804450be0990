import { StatusBadge } from '../../../components/StatusBadge';

/** A project's status: closed and cancelled projects read grey; any other status is live work. */
export function ProjectStatusBadge({ status, size = 'lg' }: { status: string; size?: 'md' | 'lg' }) {
  const done = /closed|cancel|complete|inactive/i.test(status);
  return (
    <StatusBadge color={done ? 'gray' : 'green'} size={size}>
      {status}
    </StatusBadge>
  );
}
