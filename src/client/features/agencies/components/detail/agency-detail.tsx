import type { ReactNode } from 'react';
import type { Agency } from '@shared/schemas/agency';
import { onDemand } from '../../../../app/on-demand';
import { AgencyHeader } from './agency-header';
import { AgencyRank } from './agency-rank';
import { AgencySidebar } from './agency-sidebar';

// Below the first screen (on a phone): hydrated when scrolled near.
const AgencyAwards = onDemand(() => import('./agency-awards').then((module) => module.AgencyAwards));
const AgencyPortfolio = onDemand(() => import('./agency-portfolio').then((module) => module.AgencyPortfolio));
const AgencyCreatives = onDemand(() => import('./agency-creatives').then((module) => module.AgencyCreatives));

export function AgencyDetail({ agency, claim }: { agency: Agency; claim: ReactNode }) {
  return (
    <div className="flex flex-col gap-6" data-testid="agency-detail">
      <AgencyHeader agency={agency} />
      <AgencyRank agency={agency} />
      <AgencyAwards agency={agency} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <AgencyPortfolio portfolio={agency.portfolio} />
          <AgencyCreatives agencyName={agency.name} />
        </div>
        <aside className="min-w-0">
          <AgencySidebar agency={agency} claim={claim} />
        </aside>
      </div>
    </div>
  );
}
