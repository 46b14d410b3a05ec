// The bundled gateway's catalog of demo accounts and samples (GET {base}/_catalog): not metered, read once per base URL.
import { queryOptions, useQuery } from '@tanstack/react-query';

export const catalogKeys = {
  all: ['gateway-catalog'] as const,
  detail: (baseUrl: string) => [...catalogKeys.all, baseUrl] as const,
};

export const catalogQueryOptions = (baseUrl: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(baseUrl),
    queryFn: async ({ signal }) => (await import('../api/lookup')).fetchGatewayCatalog(baseUrl, signal),
    staleTime: Infinity,
    retry: false,
  });

/** The catalog (null for a gateway without one, a real one) and whether it is still loading. */
export function useCatalog(baseUrl: string) {
  const { data, isLoading } = useQuery(catalogQueryOptions(baseUrl));
  return { catalog: data ?? null, isLoading };
}
