import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { matchPage, paths, type PageName } from '@shared/paths';
import { NotFoundPage } from '../pages/not-found-page';
import { RankingsPage } from '../pages/rankings-page';
import { PageFallback } from '../components/layout/page-fallback';
import { lazyPage, type LazyPage } from './lazy-page';
import { markHydrated } from './render-env';

const LegalPage = lazyPage(() => import('../pages/legal-page'), 'LegalPage');
const CreativePage = lazyPage(() => import('../pages/creative-page'), 'CreativePage');

// One chunk per page, except the home page (the ranking): it is in the entry chunk so its
// first paint does not wait for a second round trip.
const PAGES: Record<PageName, ComponentType | LazyPage> = {
  home: RankingsPage,
  rankings: RankingsPage,
  rankingsAgencies: RankingsPage,
  rankingsCountries: RankingsPage,
  scoring: lazyPage(() => import('../pages/scoring-page'), 'ScoringPage'),
  people: lazyPage(() => import('../pages/people-page'), 'PeoplePage'),
  agencies: lazyPage(() => import('../pages/agencies-page'), 'AgenciesPage'),
  festivals: lazyPage(() => import('../pages/festivals-page'), 'FestivalsPage'),
  creative: CreativePage,
  creativeAlias: CreativePage,
  agency: lazyPage(() => import('../pages/agency-page'), 'AgencyPage'),
  festival: lazyPage(() => import('../pages/festival-page'), 'FestivalPage'),
  privacy: LegalPage,
  terms: LegalPage,
  cookies: LegalPage,
  dashboard: lazyPage(() => import('../pages/dashboard-page'), 'DashboardPage'),
  moderation: lazyPage(() => import('../pages/moderation-page'), 'ModerationPage'),
  account: lazyPage(() => import('../pages/account-page'), 'AccountPage'),
  resetPassword: lazyPage(() => import('../pages/reset-password-page'), 'ResetPasswordPage'),
  emailVerified: lazyPage(() => import('../pages/email-verified-page'), 'EmailVerifiedPage'),
};

const ROUTES = Object.entries(PAGES) as [PageName, ComponentType][];

/** Loads the code of the page at `pathname`, so that it renders (or hydrates) without suspending. */
export async function preloadPage(pathname: string): Promise<void> {
  const match = matchPage(pathname);
  const page = match ? PAGES[match.page] : null;
  if (page && 'preload' in page) await page.preload();
}

/** Commits with the page: React hydrates a Suspense boundary's content after the shell around it. */
function HydrationMark() {
  useEffect(markHydrated, []);
  return null;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {ROUTES.map(([page, component]) => (
          <Route key={page} path={paths[page].pattern} component={component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
      <HydrationMark />
    </Suspense>
  );
}
