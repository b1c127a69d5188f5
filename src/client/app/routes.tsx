import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from '@shared/paths';
import { NotFoundPage } from '../pages/not-found-page';
import { RankingsPage } from '../pages/rankings-page';
import { PageFallback } from '../components/layout/page-fallback';
import { lazyPage } from './lazy-page';

// One chunk per page, except the home page (the ranking): it is in the entry chunk so its
// first paint does not wait for a second round trip.
const PeoplePage = lazyPage(() => import('../pages/people-page'), 'PeoplePage');
const AgenciesPage = lazyPage(() => import('../pages/agencies-page'), 'AgenciesPage');
const FestivalsPage = lazyPage(() => import('../pages/festivals-page'), 'FestivalsPage');
const CreativePage = lazyPage(() => import('../pages/creative-page'), 'CreativePage');
const AgencyPage = lazyPage(() => import('../pages/agency-page'), 'AgencyPage');
const FestivalPage = lazyPage(() => import('../pages/festival-page'), 'FestivalPage');
const LegalPage = lazyPage(() => import('../pages/legal-page'), 'LegalPage');
const DashboardPage = lazyPage(() => import('../pages/dashboard-page'), 'DashboardPage');
const ModerationPage = lazyPage(() => import('../pages/moderation-page'), 'ModerationPage');
const AccountPage = lazyPage(() => import('../pages/account-page'), 'AccountPage');
const ResetPasswordPage = lazyPage(() => import('../pages/reset-password-page'), 'ResetPasswordPage');
const EmailVerifiedPage = lazyPage(() => import('../pages/email-verified-page'), 'EmailVerifiedPage');
const ScoringPage = lazyPage(() => import('../pages/scoring-page'), 'ScoringPage');

export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path={paths.home.pattern} component={RankingsPage} />
        <Route path={paths.rankings.pattern} component={RankingsPage} />
        <Route path={paths.rankingsAgencies.pattern} component={RankingsPage} />
        <Route path={paths.rankingsCountries.pattern} component={RankingsPage} />
        <Route path={paths.scoring.pattern} component={ScoringPage} />
        <Route path={paths.people.pattern} component={PeoplePage} />
        <Route path={paths.agencies.pattern} component={AgenciesPage} />
        <Route path={paths.festivals.pattern} component={FestivalsPage} />
        <Route path={paths.creative.pattern} component={CreativePage} />
        <Route path={paths.creativeAlias.pattern} component={CreativePage} />
        <Route path={paths.agency.pattern} component={AgencyPage} />
        <Route path={paths.festival.pattern} component={FestivalPage} />
        <Route path={paths.privacy.pattern} component={LegalPage} />
        <Route path={paths.terms.pattern} component={LegalPage} />
        <Route path={paths.cookies.pattern} component={LegalPage} />
        <Route path={paths.dashboard.pattern} component={DashboardPage} />
        <Route path={paths.moderation.pattern} component={ModerationPage} />
        <Route path={paths.account.pattern} component={AccountPage} />
        <Route path={paths.resetPassword.pattern} component={ResetPasswordPage} />
        <Route path={paths.emailVerified.pattern} component={EmailVerifiedPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
