import { CloseButton, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconMapPinSearch, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DataGrid } from '../../../components/DataGrid';
import { useDebouncedText } from '../../../components/dataGrid/useDebouncedText';
import { Spinner } from '../../../components/Spinner';
import { PHONE_QUERY, useMedia } from '../../../lib/media';
import { formatCount } from '../../../lib/numbers';
import { useWhereIsIt } from '../api';
import { whereColumns } from './itemColumns';
import { WhereCards } from './WhereCards';

/** A match opens on its project's inventory, the item chosen. */
const linkOf = (item: { id: number; inventoryId: number }) => `/inventory/${item.inventoryId}?item=${item.id}`;

/** Matches shown at once: typing more narrows them. */
const SHOWN = 20;

/**
 * "Where is it?": the warehouse's search for an item across every project the user may see, by
 * item number, description, location or project. Each match says where it is and opens the item
 * on its project's inventory. The words stay in the address (`where`), so the back button keeps them.
 */
export function WhereIsIt() {
  const [params, setParams] = useSearchParams();
  const term = params.get('where') ?? '';
  const headingId = useId();
  const search = useDebouncedText(
    term,
    (next) =>
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next) p.set('where', next);
          else p.delete('where');
          return p;
        },
        { replace: true },
      ),
    300,
  );
  const matches = useWhereIsIt({ searchTerm: term, paged: true, pageIndex: 1, pageSize: SHOWN });
  const columns = useMemo(() => whereColumns(linkOf), []);
  const page = matches.data;
  const phone = useMedia(PHONE_QUERY);

  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mb="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={headingId}>
            Where is it?
          </Title>
          <Text size="sm" c="dimmed">
            Find an item in any project’s inventory by item number, description, location or project.
          </Text>
        </div>
        <TextInput
          enterKeyHint="search"
          aria-label="Where is it? Search items in every inventory"
          placeholder="Item #, description, location or project"
          value={search.text}
          onChange={(e) => search.setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') search.flush();
            if (e.key === 'Escape' && search.text) search.clear();
          }}
          leftSection={<IconMapPinSearch size={16} aria-hidden />}
          rightSection={
            matches.isFetching ? (
              <Spinner size={14} label="Searching" />
            ) : search.text ? (
              <CloseButton size="sm" aria-label="Clear where is it search" onClick={search.clear} />
            ) : undefined
          }
          maw={560}
        />
        {term && (
          <>
            <Text size="sm" aria-live="polite" fw={500}>
              {page
                ? page.totalCount > page.items.length
                  ? `The first ${page.items.length} of ${formatCount(page.totalCount, page.totalExact)} items matching “${term}”: type more to narrow them.`
                  : `${formatCount(page.totalCount)} ${page.totalCount === 1 ? 'item matches' : 'items match'} “${term}”.`
                : 'Searching…'}
            </Text>
            {phone && page?.items.length ? (
              <WhereCards items={page.items} linkOf={linkOf} label={`Items matching ${term}`} />
            ) : (
              <DataGrid
                rows={page?.items ?? []}
                loading={matches.isFetching}
                error={matches.isError ? matches.error : undefined}
                onRetry={() => void matches.refetch()}
                columns={columns}
                noun="items"
                label={`Items matching ${term}`}
                search={false}
                maxHeight={420}
                empty={{
                  title: `Nothing matches “${term}”`,
                  description: 'Check the spelling, or search by a shorter part of the item number or description.',
                  icon: <IconSearch size={22} aria-hidden />,
                }}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
