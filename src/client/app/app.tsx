import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Router } from 'wouter';
import { AppLayout } from '../components/layout/app-layout';
import { I18nProvider } from '../i18n/i18n';
import { createQueryClient } from '../lib/query-client';
import { ErrorBoundary } from './error-boundary';
import { NavigationEffects } from './navigation-effects';
import { prefetchForPath } from './prefetch';
import { AppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    prefetchForPath(client, window.location.pathname);
    return client;
  });
  return (
    <I18nProvider>
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <Router>
            <NavigationEffects />
            <AppLayout>
              <AppRoutes />
            </AppLayout>
          </Router>
        </QueryClientProvider>
      </ErrorBoundary>
    </I18nProvider>
  );
}
