// Hook over lookupQueryOptions that hands the views one typed LookupResult, whether the lookup succeeded or failed.
import { useQuery } from '@tanstack/react-query';
import { LookupError } from '../api/lookup';
import type { LookupResult } from '../api/types';
import { lookupQueryOptions, type LookupQueryArgs } from './lookup-queries';

/** The result behind a query: its data, or the result a LookupError carries (raw body, headers, failure). */
export function lookupResultOf(query: { data: LookupResult | undefined; error: unknown }): LookupResult | undefined {
  if (query.error instanceof LookupError) return query.error.result;
  return query.data;
}

export function useLookup(args: LookupQueryArgs) {
  const query = useQuery(lookupQueryOptions(args));
  return { query, result: lookupResultOf(query) };
}
