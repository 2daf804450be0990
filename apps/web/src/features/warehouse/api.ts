import {
  type AddCountLineBody,
  type CountLineBody,
  type CreateCycleCountBody,
  type CreateLocationBody,
  type CycleCountDetails,
  cycleCountEndpoints,
  type cycleCountSearchBody,
  inventoryMoveEndpoints,
  type Location,
  locationEndpoints,
  type locationSearchBody,
  type MoveItemBody,
  type UpdateLocationBody,
} from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';

export const useLocationSearch = (body: z.input<typeof locationSearchBody>) =>
  useEndpointQuery(locationEndpoints.search, { body }, { reads: ['location'], placeholderData: keepPreviousData });

export const useLocationColumns = () =>
  useEndpointQuery(locationEndpoints.filtered, {}, { reads: [], staleTime: 60_000 });

export const useSaveLocation = () =>
  useEndpointMutation(locationEndpoints.create, {
    input: (body: CreateLocationBody) => ({ body }),
    invalidates: ['location'],
  });

export const useUpdateLocation = () =>
  useEndpointMutation(locationEndpoints.update, {
    input: (body: UpdateLocationBody) => ({ body }),
    invalidates: ['location'],
  });

/** A location by its code as scanned (a 404 when there is none). */
export const findLocation = (code: string): Promise<Location> => call(locationEndpoints.byCode, { query: { code } });

/** The labels of these locations, as the server prints them (a PDF). */
export const downloadLocationLabels = (ids: number[], format: 'page' | 'sheet') =>
  download(locationEndpoints.labels, { query: { ids: ids.join(','), format } });

/** The items a scan names (RAI-, INV- or an item number). */
export const scanItems = (code: string) => call(inventoryMoveEndpoints.scan, { query: { code } });

export const useMoveItem = () =>
  useEndpointMutation(inventoryMoveEndpoints.move, {
    input: (body: MoveItemBody) => ({ body }),
    invalidates: ['inventory'],
  });

const countKey = (id: number) => endpointKey(cycleCountEndpoints.byId, { params: { id } });
const countSaved = {
  invalidates: ['cycleCount', 'inventory'] as const,
  sets: (c: CycleCountDetails) => countKey(c.id),
};

export const useCycleCountSearch = (body: z.input<typeof cycleCountSearchBody>) =>
  useEndpointQuery(cycleCountEndpoints.search, { body }, { reads: ['cycleCount'], placeholderData: keepPreviousData });

export const useCycleCountColumns = () =>
  useEndpointQuery(cycleCountEndpoints.filtered, {}, { reads: [], staleTime: 60_000 });

export const useCycleCount = (id: number) =>
  useEndpointQuery(cycleCountEndpoints.byId, { params: { id } }, { reads: ['cycleCount'] });

export const useStartCount = () =>
  useEndpointMutation(cycleCountEndpoints.create, {
    input: (body: CreateCycleCountBody) => ({ body }),
    ...countSaved,
  });

export const useCountLine = () =>
  useEndpointMutation(cycleCountEndpoints.countLine, {
    input: (body: CountLineBody) => ({ body }),
    invalidates: ['cycleCount'],
  });

export const useAddCountLine = () =>
  useEndpointMutation(cycleCountEndpoints.addLine, {
    input: (body: AddCountLineBody) => ({ body }),
    invalidates: ['cycleCount'],
  });

const step = (c: Pick<CycleCountDetails, 'id' | 'version'>) => ({ body: { id: c.id, version: c.version } });
export const useSubmitCount = () => useEndpointMutation(cycleCountEndpoints.submit, { input: step, ...countSaved });
export const useApplyCount = () => useEndpointMutation(cycleCountEndpoints.apply, { input: step, ...countSaved });
export const useCancelCount = () => useEndpointMutation(cycleCountEndpoints.cancel, { input: step, ...countSaved });
