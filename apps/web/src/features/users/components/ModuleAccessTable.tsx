import type { Claim, ClaimDefinition } from '@freightdesk/contracts';
import { Alert, Button, Checkbox, Skeleton, Stack, Table, Text } from '@mantine/core';
import { errorText } from '../../../api/client';
import { useClaimDefinitions } from '../../lookups';
import { claimColumns, columnState, hasClaim, toggleClaim, toggleColumn, viewLocked } from '../claimRules';

interface ModuleAccessTableProps {
  /** A client user's table leaves out Reports, Proposal and AddressBook (the server drops them). */
  isClient: boolean;
  claims: Claim[];
  onChange: (claims: Claim[]) => void;
  disabled?: boolean;
}

/** One row per module claim definition, a checkbox per action and a select-all per column. */
export function ModuleAccessTable({ isClient, claims, onChange, disabled = false }: ModuleAccessTableProps) {
  const definitions = useClaimDefinitions(isClient);

  if (definitions.isPending) {
    return (
      <Stack gap={6} aria-busy="true" aria-label="Loading modules">
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          <Skeleton key={i} height={28} />
        ))}
      </Stack>
    );
  }
  if (definitions.isError) {
    return (
      <Alert color="red" variant="light" title="Could not load the modules">
        {errorText(definitions.error)}
        <Button display="block" mt="sm" size="xs" variant="white" color="red" onClick={() => definitions.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const grid = <ClaimGrid definitions={definitions.data} claims={claims} onChange={onChange} disabled={disabled} />;
  if (!isClient) return grid;
  return (
    <Stack gap="xs">
      {grid}
      {/* The server refuses these to client users whatever they hold: say so where the rights are given. */}
      <Text size="sm" c="dimmed" id="client-user-limits">
        Whatever they hold, client users never make the provider's billing decisions: they do not change rates, billing
        periods or hours, bill the warehouse, change invoices, add or adjust stock by hand, set weights or pieces, group
        items, or receive goods. They read their projects' confirmed charges and their invoices once approved.
      </Text>
    </Stack>
  );
}

interface ClaimGridProps {
  definitions: ClaimDefinition[];
  claims: Claim[];
  onChange: (claims: Claim[]) => void;
  disabled: boolean;
}

function ClaimGrid({ definitions, claims, onChange, disabled }: ClaimGridProps) {
  const columns = claimColumns(definitions);
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing={6}
        horizontalSpacing={8}
        aria-label="Module access"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Module</Table.Th>
            {columns.map((action) => {
              const all = columnState(claims, definitions, action);
              return (
                <Table.Th key={action} scope="col" ta="center" w={{ base: 46, sm: 76 }}>
                  <Stack gap={4} align="center">
                    <Text fw={600} fz={{ base: 'xs', sm: 'sm' }}>
                      {action}
                    </Text>
                    <Checkbox
                      aria-label={`Select all ${action}`}
                      checked={all.checked}
                      indeterminate={all.indeterminate}
                      disabled={disabled}
                      onChange={(e) => onChange(toggleColumn(claims, definitions, action, e.currentTarget.checked))}
                    />
                  </Stack>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {definitions.map((d) => (
            <Table.Tr key={d.type}>
              <Table.Th scope="row" fw={500}>
                {d.typeDesc}
              </Table.Th>
              {columns.map((action) => (
                <Table.Td key={action}>
                  {d.values.includes(action) && (
                    <Checkbox
                      mx="auto"
                      w="fit-content"
                      aria-label={`${d.type} ${action}`}
                      checked={hasClaim(claims, d.type, action)}
                      // View stays while Create, Update or Delete of the module is on (docs/requirements.md section 5).
                      disabled={disabled || (action === 'View' && viewLocked(claims, d.type))}
                      title={
                        action === 'View' && viewLocked(claims, d.type)
                          ? 'View stays on while Create, Update or Delete is on'
                          : undefined
                      }
                      onChange={(e) => onChange(toggleClaim(claims, d.type, action, e.currentTarget.checked))}
                    />
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
