import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { ApiError } from '../../api/client';
import { DetailSkeleton } from './DetailSkeleton';
import { type BackLink, DetailError, DetailForbidden, DetailNotFound } from './DetailStates';

interface RecordLoaderProps<T> {
  /** The feature's query of the record (its byId endpoint). */
  query: UseQueryResult<T>;
  /** Lower-case name of the record ("project"). */
  noun: string;
  back?: BackLink;
  /** The screen's outline while the record loads; a header and a panel by default. */
  skeleton?: ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * The states of a record screen before its content: a skeleton while loading, a designed 404
 * ("Project not found") and 403 inside the layout, and any other failure with a retry.
 */
export function RecordLoader<T>({ query, noun, back, skeleton, children }: RecordLoaderProps<T>) {
  // The record's screen first mounts in a transition, in slices instead of one long task (the
  // skeleton stays meanwhile); afterwards it follows the query at once.
  const mounted = useDeferredValue(query.data !== undefined);
  const loading = skeleton ?? <DetailSkeleton label={`Loading ${noun}`} />;
  if (query.isPending) return loading;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    if (status === 404) return <DetailNotFound noun={noun} back={back} />;
    if (status === 403) return <DetailForbidden noun={noun} back={back} />;
    return <DetailError noun={noun} error={query.error} onRetry={() => void query.refetch()} back={back} />;
  }
  return mounted ? children(query.data) : loading;
}
