import {
  type StandardRate,
  standardRateFields,
  standardRateList,
  storagePeriods,
  storageProrations,
  validProrations,
  type WarehouseRate,
  warehouseRateFields,
  warehouseRateList,
} from '@freightdesk/contracts';
import { Select, Text } from '@mantine/core';
import { z } from 'zod';
import { type CellEditor, columnsFrom, displayColumn, type GridColumn } from '../../../../components/DataGrid';
import { formatDate } from '../../../../lib/dates';
import { formatRate } from '../../../../lib/numbers';

export { formatRate };

function rateCell<T>(read: (row: T) => string) {
  return (row: T) => (
    <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatRate(read(row))}
    </Text>
  );
}

const values = (xs: readonly string[]) => xs.map((x) => ({ value: x, label: x }));

/**
 * Period and proration: storage only, so their inputs wait until the charge type is Storage; the
 * prorations offered are those the row's period takes (a per-day rate is prorated Daily only).
 */
function storageEditor(
  options: readonly string[] | ((row: WarehouseRate) => readonly string[]),
): CellEditor<WarehouseRate> {
  return ({ row, value, onChange, error, label }) => (
    <Select
      aria-label={label}
      size="xs"
      miw={110}
      data={values(typeof options === 'function' ? options(row) : options)}
      value={row.chargeType === 'Storage' && typeof value === 'string' ? value : null}
      onChange={onChange}
      disabled={row.chargeType !== 'Storage'}
      placeholder={row.chargeType === 'Storage' ? 'Choose' : 'Storage only'}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}`, 'aria-hidden': false, tabIndex: 0 }}
      comboboxProps={{ withinPortal: true }}
      error={error}
    />
  );
}

export const warehouseColumns: GridColumn<WarehouseRate>[] = (() => {
  const cols = columnsFrom<WarehouseRate, keyof typeof warehouseRateList.columns>(warehouseRateList, {
    // Below the widest screens the description reads under the charge type, so that every column fits.
    chargeType: {
      render: (r) => (
        <>
          <Text span size="sm" display="block">
            {r.chargeType}
          </Text>
          {r.description && (
            <Text span size="xs" c="dimmed" display="block" hiddenFrom="xl">
              {r.description}
            </Text>
          )}
        </>
      ),
    },
    description: { visibleFrom: 'xl' },
    rate: { render: rateCell<WarehouseRate>((r) => r.rate), total: false },
    period: { editor: storageEditor(storagePeriods) },
    freeDays: { total: false },
    minimumCharge: {
      render: rateCell<WarehouseRate>((r) => r.minimumCharge),
      total: false,
      visibleFrom: 'sm',
    },
    rounding: { visibleFrom: 'md', width: 130 },
    // A change with a later "applies from" day keeps the rate as it was up to the day before. Below
    // the widest screens its last day reads under it, so that the grid fits 1280 px with the sidebar.
    effectiveFrom: {
      visibleFrom: 'md',
      width: 140,
      render: (r) => (
        <>
          <Text span size="sm" display="block">
            {r.effectiveFrom ? formatDate(r.effectiveFrom) : '—'}
          </Text>
          {r.effectiveTo && (
            <Text span size="xs" c="dimmed" display="block" hiddenFrom="xl">
              until {formatDate(r.effectiveTo)}
            </Text>
          )}
        </>
      ),
    },
    effectiveTo: { visibleFrom: 'xl', width: 120, editor: false },
  });
  const proration = displayColumn<WarehouseRate>('proration', 'Proration', {
    type: 'enum',
    values: values(storageProrations),
    sortable: true,
    editor: storageEditor((row) => (row.period ? validProrations[row.period] : storageProrations)),
    visibleFrom: 'sm',
  });
  const at = cols.findIndex((c) => c.key === 'period') + 1;
  return [...cols.slice(0, at), proration, ...cols.slice(at)];
})();

export const standardColumns: GridColumn<StandardRate>[] = columnsFrom<
  StandardRate,
  keyof typeof standardRateList.columns
>(standardRateList, {
  category: { width: 140 },
  rate: { render: rateCell<StandardRate>((r) => r.rate), total: false, width: 140 },
});

const rowIds = { id: z.number().int(), version: z.number().int(), projectId: z.number().int().nullable() };
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/**
 * A warehouse rate row as the contract checks it: empty free days and minimum take their defaults,
 * and a charge type other than storage drops the storage-only period and proration.
 */
export const warehouseRowSchema = z.preprocess(
  (raw) => {
    const r = { ...(raw as Record<string, unknown>) };
    if (blank(r.freeDays)) r.freeDays = undefined;
    if (blank(r.minimumCharge)) r.minimumCharge = undefined;
    if (r.chargeType !== 'Storage') {
      r.period = null;
      r.proration = null;
    }
    if (blank(r.effectiveFrom)) r.effectiveFrom = null;
    return r;
  },
  warehouseRateFields.safeExtend({ ...rowIds, effectiveTo: z.string().nullable().default(null) }),
);

export const standardRowSchema = standardRateFields.extend(rowIds);

/** What the server takes of a row: its fields, without the grid's id, version and project. */
export const warehouseFieldsOf = ({ id: _i, version: _v, projectId: _p, effectiveTo: _t, ...fields }: WarehouseRate) =>
  fields;
export const standardFieldsOf = ({ id: _i, version: _v, projectId: _p, ...fields }: StandardRate) => fields;

export const newWarehouseRate = (projectId: number): WarehouseRate => ({
  id: 0,
  projectId,
  chargeType: 'Handling in',
  basis: 'Per hundredweight',
  description: '',
  rate: '',
  period: null,
  proration: null,
  freeDays: 0,
  minimumCharge: '0',
  rounding: 'Period total',
  effectiveFrom: null,
  effectiveTo: null,
  version: 0,
});

export const newStandardRate = (projectId: number): StandardRate => ({
  id: 0,
  projectId,
  category: 'Freight',
  name: '',
  unit: '',
  rate: '',
  version: 0,
});

export const warehouseRateLabel = (r: WarehouseRate) => `${r.chargeType} rate, ${r.basis.toLowerCase()}`;
export const standardRateLabel = (r: StandardRate) => `${r.name || 'new'} rate`;
