import { api, type BodyOf, type rateManager, type StandardRate, type WarehouseRate } from '@freightdesk/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../api/client';
import { historyKeys } from '../../components/detail';
import { projectKeys } from './api';

type RateManager = z.infer<typeof rateManager>;
const e = api.project;

/** A rate change answers the rates it touched: the cached rate manager takes them, the history reloads. */
function useRateCache(projectId: number) {
  const queryClient = useQueryClient();
  const key = projectKeys.rates(projectId);
  const change = (update: (m: RateManager) => RateManager) => {
    queryClient.setQueryData<RateManager>(key, (m) => (m ? update(m) : m));
    void queryClient.invalidateQueries({ queryKey: historyKeys.record('project', projectId) });
  };
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

/** The writes of a project's Rates tab: defaults, add, edit one, edit many, remove. */
export function useRateWrites(projectId: number) {
  const cache = useRateCache(projectId);
  const forProject = { projectId };
  return {
    reload: cache.reload,
    loadDefaults: useMutation({
      mutationFn: () => call(e.setDefaultData, { body: { id: projectId } }),
      onSuccess: cache.all,
    }),
    addStandard: useMutation({
      mutationFn: (body: Omit<BodyOf<typeof e.addSingleStandardrate>, 'projectId'>) =>
        call(e.addSingleStandardrate, { body: { ...body, ...forProject } }),
      onSuccess: cache.oneStandard,
    }),
    updateStandard: useMutation({
      mutationFn: (body: BodyOf<typeof e.updateSingleStandardrate>) => call(e.updateSingleStandardrate, { body }),
      onSuccess: cache.oneStandard,
    }),
    updateStandards: useMutation({
      mutationFn: (rates: BodyOf<typeof e.updateStandardRates>['rates']) =>
        call(e.updateStandardRates, { body: { ...forProject, rates } }),
      onSuccess: cache.standard,
    }),
    removeStandards: useMutation({
      mutationFn: (ids: number[]) => call(e.removeStandardRates, { body: { ...forProject, ids } }),
      onSuccess: cache.standard,
    }),
    addWarehouse: useMutation({
      mutationFn: (body: Omit<BodyOf<typeof e.addSingleWareHouserate>, 'projectId'>) =>
        call(e.addSingleWareHouserate, { body: { ...body, ...forProject } }),
      onSuccess: cache.oneWarehouse,
    }),
    updateWarehouse: useMutation({
      mutationFn: (body: BodyOf<typeof e.updateSingleWareHouserate>) => call(e.updateSingleWareHouserate, { body }),
      onSuccess: cache.oneWarehouse,
    }),
    updateWarehouses: useMutation({
      mutationFn: (rates: BodyOf<typeof e.updateWareHouserate>['rates']) =>
        call(e.updateWareHouserate, { body: { ...forProject, rates } }),
      onSuccess: cache.warehouse,
    }),
    removeWarehouses: useMutation({
      mutationFn: (ids: number[]) => call(e.removeWarehouseRates, { body: { ...forProject, ids } }),
      onSuccess: cache.warehouse,
    }),
  };
}
export type RateWrites = ReturnType<typeof useRateWrites>;
