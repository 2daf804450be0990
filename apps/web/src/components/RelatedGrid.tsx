import { type Access, allows } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { DataGrid, type ServerGridProps } from './DataGrid';

export interface RelatedGridProps<T extends { id: number }, K extends string>
  extends Pick<
    ServerGridProps<T, K>,
    'state' | 'query' | 'columns' | 'columnInfo' | 'noun' | 'label' | 'search' | 'empty'
  > {
  /** The address of a row's record, opened by a click on the row. */
  opens: (row: T) => string;
  /** A new record for the parent (`to` carries it), offered to who holds `access`. */
  create?: { access: Access; to: string; label: string };
}

/**
 * The records of one kind that belong to a parent (a project's purchase orders, a PO's shipments):
 * the server grid with its state in the URL, a row opening its record, and a new one for the
 * parent one click away.
 */
export function RelatedGrid<T extends { id: number }, K extends string>({
  opens,
  create,
  ...grid
}: RelatedGridProps<T, K>) {
  const navigate = useNavigate();
  const { scope } = useAuth();
  return (
    <DataGrid
      {...grid}
      onRowClick={(row) => navigate(opens(row))}
      actions={
        create &&
        allows(scope, create.access) && (
          <Button component={Link} to={create.to} leftSection={<IconPlus size={16} aria-hidden />}>
            {create.label}
          </Button>
        )
      }
    />
  );
}
