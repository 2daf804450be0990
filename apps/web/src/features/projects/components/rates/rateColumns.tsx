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
import {
  type CellEditor,
  columnsFrom,
  displayColumn,
  type GridColumn,
  stackedColumn,
} from '../../../../components/DataGrid';
import { formatDate } from '../../../../lib/dates';
import { formatMoney } from '../../../../lib/numbers';

function rateCell<T>(read: (row: T) => string) {
  return (row: T) => (
    <Text span size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(read(row), { decimals: 4 })}
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

/**
 * A warehouse rate's fields in pairs, the second under the first (charge type and description, basis
 * and rounding, rate and minimum, period and proration, applies from and until), read and edited so:
 * every field is in the row, and the grid fits a 1280 px screen with the sidebar, editing included.
 */
export const warehouseColumns: GridColumn<WarehouseRate>[] = (() => {
  const cols = columnsFrom<WarehouseRate, keyof typeof warehouseRateList.columns>(warehouseRateList, {
    // Widths the pairs' headers wrap within (a grid in a scroll frame otherwise takes every column's widest).
    chargeType: { width: 150 },
    basis: { width: 140 },
    rate: { render: rateCell<WarehouseRate>((r) => r.rate), total: false, width: 100 },
    period: { editor: storageEditor(storagePeriods), width: 140 },
    freeDays: { total: false, width: 80 },
    minimumCharge: { render: rateCell<WarehouseRate>((r) => r.minimumCharge), total: false },
    // A change with a later "applies from" day keeps the rate as it was up to the day before.
    effectiveFrom: {
      visibleFrom: 'md',
      width: 140,
      render: (r) => (
        <>
          <Text span size="sm" display="block">
            {r.effectiveFrom ? formatDate(r.effectiveFrom) : '—'}
          </Text>
          {r.effectiveTo && (
            <Text span size="xs" c="dimmed" display="block">
              until {formatDate(r.effectiveTo)}
            </Text>
          )}
        </>
      ),
    },
    // Its last day reads under "applies from": it follows from the next change, never typed.
    effectiveTo: { visible: false, editor: false },
  });
  const proration = displayColumn<WarehouseRate>('proration', 'Proration', {
    type: 'enum',
    values: values(storageProrations),
    sortable: true,
    editor: storageEditor((row) => (row.period ? validProrations[row.period] : storageProrations)),
  });
  const col = (key: string) => cols.find((c) => c.key === key)!;
  return [
    ...stackedColumn(col('chargeType'), col('description')),
    ...stackedColumn(col('basis'), col('rounding')),
    ...stackedColumn(col('rate'), col('minimumCharge')),
    ...stackedColumn(col('period'), proration),
    col('freeDays'),
    col('effectiveFrom'),
    col('effectiveTo'),
  ];
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
