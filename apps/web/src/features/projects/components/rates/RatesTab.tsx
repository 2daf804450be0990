import type { StandardRate, WarehouseRate } from '@freightdesk/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconDownload, IconReceiptDollar, IconTruckDelivery } from '@tabler/icons-react';
import { errorText } from '../../../../api/client';
import { ErrorState } from '../../../../components/ErrorState';
import { notify } from '../../../../components/notify';
import { useProjectRates, useWarehouseRateMasterData } from '../../api';
import { useRateWrites } from '../../ratesApi';
import { ModuleEmpty, TabLoading } from '../TabStates';
import { RatesSection } from './RatesSection';
import {
  newStandardRate,
  newWarehouseRate,
  standardColumns,
  standardFieldsOf,
  standardRateLabel,
  standardRowSchema,
  warehouseColumns,
  warehouseFieldsOf,
  warehouseRateLabel,
  warehouseRowSchema,
} from './rateColumns';

const warehouseBulk = [
  { key: 'rate', label: 'Rate', kind: 'money' as const },
  { key: 'freeDays', label: 'Free days', kind: 'integer' as const },
  { key: 'minimumCharge', label: 'Minimum charge', kind: 'money' as const },
];
const standardBulk = [
  { key: 'rate', label: 'Rate', kind: 'money' as const },
  { key: 'unit', label: 'Unit', kind: 'text' as const },
];

/**
 * The Rates tab: what the project bills. Warehouse rates drive storage and handling charges per
 * billing period; standard rates price freight and services. Both start from the default rates.
 */
export function RatesTab({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const rates = useProjectRates(projectId);
  const writes = useRateWrites(projectId);
  const master = useWarehouseRateMasterData();

  if (rates.isPending) return <TabLoading label="Loading rates" rows={6} />;
  if (rates.isError)
    return <ErrorState title="Could not load the rates" error={rates.error} onRetry={() => void rates.refetch()} />;

  const { standardRates, warehouseRates } = rates.data;
  const none = standardRates.length === 0 && warehouseRates.length === 0;
  const loadDefaults = async () => {
    try {
      const m = await writes.loadDefaults.mutateAsync();
      notify.success(
        `Default rates loaded: ${m.warehouseRates.length} warehouse and ${m.standardRates.length} standard rates`,
      );
    } catch (err) {
      notify.error(errorText(err));
    }
  };
  const reload = async () => {
    await writes.reload();
  };

  return (
    <Stack gap="md">
      {none && (
        <ModuleEmpty
          icon={<IconReceiptDollar size={26} aria-hidden />}
          title="No rates on this project yet"
          description={
            canEdit
              ? 'Start from the default rates (storage, handling, receiving, delivery and labour; freight and services), then adjust them to what was agreed with the customer. Or add rates one by one below.'
              : 'The warehouse, freight and service rates agreed for this project will appear here.'
          }
        >
          {canEdit && (
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={writes.loadDefaults.isPending}
              onClick={() => void loadDefaults()}
            >
              Load default rates
            </Button>
          )}
        </ModuleEmpty>
      )}
      <Text size="sm" c="dimmed">
        Storage days are counted in {master.data?.timeZone ?? 'the warehouse’s time zone'}: a receipt counts from the
        received date the dock entered, a release from the day it was picked. A change with a later “Applies from” day
        keeps the rate as it was up to the day before; a month that spans it is billed in two parts.
      </Text>
      <RatesSection<WarehouseRate>
        title="Warehouse rates"
        noun="warehouse rates"
        rows={warehouseRates}
        columns={warehouseColumns}
        schema={warehouseRowSchema}
        newRow={() => newWarehouseRate(projectId)}
        rowLabel={warehouseRateLabel}
        fieldsOf={warehouseFieldsOf}
        bulkFields={warehouseBulk}
        emptyText={{
          title: 'No warehouse rates',
          description: 'Storage and handling are billed per period from these rates.',
          icon: <IconBuildingWarehouse size={22} aria-hidden />,
        }}
        writes={
          canEdit
            ? {
                add: writes.addWarehouse,
                update: writes.updateWarehouse,
                updateMany: writes.updateWarehouses,
                remove: writes.removeWarehouses,
                reload,
              }
            : null
        }
      />
      <RatesSection<StandardRate>
        title="Standard rates"
        noun="standard rates"
        rows={standardRates}
        columns={standardColumns}
        schema={standardRowSchema}
        newRow={() => newStandardRate(projectId)}
        rowLabel={standardRateLabel}
        fieldsOf={standardFieldsOf}
        bulkFields={standardBulk}
        emptyText={{
          title: 'No standard rates',
          description: 'Freight and service charges are priced from these rates.',
          icon: <IconTruckDelivery size={22} aria-hidden />,
        }}
        writes={
          canEdit
            ? {
                add: writes.addStandard,
                update: writes.updateStandard,
                updateMany: writes.updateStandards,
                remove: writes.removeStandards,
                reload,
              }
            : null
        }
      />
    </Stack>
  );
}
