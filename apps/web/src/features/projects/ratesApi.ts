import {
  type BodyOf,
  projectRateEndpoints,
  type rateManager,
  type StandardRate,
  type WarehouseRate,
} from '@freightdesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { endpointKey, useEndpointMutation } from '../../api/hooks';

type RateManager = z.infer<typeof rateManager>;

/** A rate change answers the rates it touched: the cached rate manager takes them, the history reloads. */
function useRateCache(projectId: number) {
  const queryClient = useQueryClient();
  const key = endpointKey(projectRateEndpoints.getProjectRateManager, { query: { id: String(projectId) } });
  const change = (update: (m: RateManager) => RateManager) =>
    queryClient.setQueryData<RateManager>(key, (m) => (m ? update(m) : m));
  return {
    all: (m: RateManager) => change(() => m),
    standard: (rates: StandardRate[]) => change((m) => ({ ...m, standardRates: rates })),
    warehouse: (rates: WarehouseRate[]) => change((m) => ({ ...m, warehouseRates: rates })),
    oneStandard: (rate: StandardRate) => change((m) => ({ ...m, standardRates: upsert(m.standardRates, rate) })),
    oneWarehouse: (rate: WarehouseRate) => change((m) => ({ ...m, warehouseRates: upsert(m.warehouseRates, rate) })),
    /** After a conflict: read them afresh. */
    reload: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

const upsert = <R extends { id: number }>(rows: R[], row: R) =>
  rows.some((r) => r.id === row.id) ? rows.map((r) => (r.id === row.id ? row : r)) : [...rows, row];

/** A rate write changes the project's trail, not what else the screen shows of the project. */
const trail = { invalidates: ['history'] } as const;

/** The writes of a project's Rates tab: defaults, add, edit one, edit many, remove. */
export function useRateWrites(projectId: number) {
  const cache = useRateCache(projectId);
  const forProject = { projectId };
  return {
    reload: cache.reload,
    loadDefaults: useEndpointMutation<typeof projectRateEndpoints.setDefaultData, void>(
      projectRateEndpoints.setDefaultData,
      {
        input: () => ({ body: { id: projectId } }),
        ...trail,
        onSuccess: cache.all,
      },
    ),
    addStandard: useEndpointMutation(projectRateEndpoints.addSingleStandardrate, {
      input: (body: Omit<BodyOf<typeof projectRateEndpoints.addSingleStandardrate>, 'projectId'>) => ({
        body: { ...body, ...forProject },
      }),
      ...trail,
      onSuccess: cache.oneStandard,
    }),
    updateStandard: useEndpointMutation(projectRateEndpoints.updateSingleStandardrate, {
      input: (body: BodyOf<typeof projectRateEndpoints.updateSingleStandardrate>) => ({ body }),
      ...trail,
      onSuccess: cache.oneStandard,
    }),
    updateStandards: useEndpointMutation(projectRateEndpoints.updateStandardRates, {
      input: (rates: BodyOf<typeof projectRateEndpoints.updateStandardRates>['rates']) => ({
        body: { ...forProject, rates },
      }),
      ...trail,
      onSuccess: cache.standard,
    }),
    removeStandards: useEndpointMutation(projectRateEndpoints.removeStandardRates, {
      input: (ids: number[]) => ({ body: { ...forProject, ids } }),
      ...trail,
      onSuccess: cache.standard,
    }),
    addWarehouse: useEndpointMutation(projectRateEndpoints.addSingleWareHouserate, {
      input: (body: Omit<BodyOf<typeof projectRateEndpoints.addSingleWareHouserate>, 'projectId'>) => ({
        body: { ...body, ...forProject },
      }),
      ...trail,
      onSuccess: cache.oneWarehouse,
    }),
    updateWarehouse: useEndpointMutation(projectRateEndpoints.updateSingleWareHouserate, {
      input: (body: BodyOf<typeof projectRateEndpoints.updateSingleWareHouserate>) => ({ body }),
      ...trail,
      onSuccess: cache.oneWarehouse,
    }),
    updateWarehouses: useEndpointMutation(projectRateEndpoints.updateWareHouserate, {
      input: (rates: BodyOf<typeof projectRateEndpoints.updateWareHouserate>['rates']) => ({
        body: { ...forProject, rates },
      }),
      ...trail,
      onSuccess: cache.warehouse,
    }),
    removeWarehouses: useEndpointMutation(projectRateEndpoints.removeWarehouseRates, {
      input: (ids: number[]) => ({ body: { ...forProject, ids } }),
      ...trail,
      onSuccess: cache.warehouse,
    }),
  };
}
export type RateWrites = ReturnType<typeof useRateWrites>;
