import { Suspense, useEffect, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { matchPage, paths, type PageName } from '@shared/paths';
import { PageFallback } from '../components/layout/page-fallback';
import { lazyPage, type LazyPage } from './lazy-page';
import { markHydrated } from './render-env';

const RankingsPage = lazyPage('rankings-page', 'RankingsPage');
const LegalPage = lazyPage('legal-page', 'LegalPage');
const CreativePage = lazyPage('creative-page', 'CreativePage');
// Any path may be the 404: its chunk too is one the server names for the paths no page matches.
const NotFoundPage = lazyPage('not-found-page', 'NotFoundPage');

// One chunk per page (the server's HTML preloads the current page's chunk beside the entry's),
// so a page's first load carries no other page's code.
const PAGES: Record<PageName, LazyPage> = {
  home: RankingsPage,
  rankings: RankingsPage,
  rankingsAgencies: lazyPage('agency-ranking-page', 'AgencyRankingPage'),
  rankingsCountries: lazyPage('country-ranking-page', 'CountryRankingPage'),
  scoring: lazyPage('scoring-page', 'ScoringPage'),
  people: lazyPage('people-page', 'PeoplePage'),
  agencies: lazyPage('agencies-page', 'AgenciesPage'),
  festivals: lazyPage('festivals-page', 'FestivalsPage'),
  creative: CreativePage,
  creativeAlias: CreativePage,
  agency: lazyPage('agency-page', 'AgencyPage'),
  festival: lazyPage('festival-page', 'FestivalPage'),
  privacy: LegalPage,
  terms: LegalPage,
  cookies: LegalPage,
  dashboard: lazyPage('dashboard-page', 'DashboardPage'),
  moderation: lazyPage('moderation-page', 'ModerationPage'),
  account: lazyPage('account-page', 'AccountPage'),
  resetPassword: lazyPage('reset-password-page', 'ResetPasswordPage'),
  emailVerified: lazyPage('email-verified-page', 'EmailVerifiedPage'),
};

const ROUTES = Object.entries(PAGES) as [PageName, ComponentType][];

const pageAt = (pathname: string): LazyPage => {
  const match = matchPage(pathname);
  return match ? PAGES[match.page] : NotFoundPage;
};

/** Loads the code of the page at `pathname`, so that it renders (or hydrates) without suspending. */
export async function preloadPage(pathname: string): Promise<void> {
  await pageAt(pathname).preload();
}

/** Loads every page's code: the server's renderer, before its first page (entry-server.tsx). */
export async function preloadEveryPage(): Promise<void> {
  await Promise.all([...new Set([...Object.values(PAGES), NotFoundPage])].map((page) => page.preload()));
}

/** The source module of the page at `pathname` (the 404's for a path no page matches). */
export function pageModule(pathname: string): string {
  return pageAt(pathname).module;
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
