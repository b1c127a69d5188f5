import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { AppLayout } from '../components/layout/app-layout';
import type { Language } from '../i18n/define-messages';
import { I18nProvider } from '../i18n/i18n';
import { ErrorBoundary } from './error-boundary';
import { NavigationEffects } from './navigation-effects';
import type { RenderEnv } from '@shared/page-render';
import { RenderEnvProvider } from './render-env';
import { AppRoutes } from './routes';

export interface AppProps {
  queryClient: QueryClient;
  language: Language;
  env: RenderEnv;
  /** On the server: the requested path and query string (the browser reads its own address). */
  ssr?: { path: string; search: string };
}

export function App({ queryClient, language, env, ssr }: AppProps) {
  return (
    <RenderEnvProvider value={env}>
      <I18nProvider initialLanguage={language}>
        <ErrorBoundary>
          <QueryClientProvider client={queryClient}>
            <Router ssrPath={ssr?.path} ssrSearch={ssr?.search}>
              <NavigationEffects />
              <AppLayout>
                <AppRoutes />
              </AppLayout>
            </Router>
          </QueryClientProvider>
        </ErrorBoundary>
      </I18nProvider>
    </RenderEnvProvider>
  );
}
