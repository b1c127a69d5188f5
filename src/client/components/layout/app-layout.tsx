import type { ReactNode } from 'react';
import { useTranslations } from '../../i18n/i18n';
import { layoutMessages } from '../../i18n/messages/layout';
import { Toaster } from '../ui/toast';
import { deferred } from '../../app/deferred';
import { BottomNav } from './bottom-nav';
import { Header } from './header';

// Shown by the server's HTML, their code loads after the page has hydrated.
const LiveTicker = deferred(() => import('../../features/ticker/components/live-ticker').then((module) => module.LiveTicker));
const Footer = deferred(() => import('./footer').then((module) => module.Footer));
// The sign-in dialog and the `?signin=1` / `?welcome=1` / `?error=` flow: a Login clicked
// before it has loaded waits in the sign-in store.
const SignInHost = deferred(() => import('../../features/auth/components/sign-in-host').then((module) => module.SignInHost));

export function AppLayout({ children }: { children: ReactNode }) {
  const t = useTranslations(layoutMessages);
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <LiveTicker />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <BottomNav />
      <SignInHost />
      <Toaster />
    </div>
  );
}
