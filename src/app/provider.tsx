// The app's providers: the one QueryClient for the whole page, and the boundary of last resort around everything.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PartBoundary } from '../components/ui/error-boundary';
import { queryClient } from '../queries/query-client';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <PartBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </PartBoundary>
  );
}
