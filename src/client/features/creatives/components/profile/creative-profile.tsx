import type { ReactNode } from 'react';
import type { Creative } from '@shared/schemas/creative';
import { onDemand } from '../../../../app/on-demand';
import { AwardsSummary } from './awards-summary';
import { ProfileHeader } from './profile-header';
import { hasSidebarContent } from './profile-rules';
import { ProfileStats } from './profile-stats';

// Below the first screen: hydrated when scrolled near.
const PointsBreakdown = onDemand(() => import('./points-breakdown').then((module) => module.PointsBreakdown));
const AwardsList = onDemand(() => import('./awards-list').then((module) => module.AwardsList));
const ProjectsSection = onDemand(() => import('./projects-section').then((module) => module.ProjectsSection));
const ProfileSidebarCards = onDemand(() => import('./profile-sidebar').then((module) => module.ProfileSidebarCards));
const BadgeSnippet = onDemand(() => import('./badge-snippet').then((module) => module.BadgeSnippet));

/**
 * The creative profile: one screen holding both of the spec's versions (DESIGN.md section 6),
 * with real data where the prototype had placeholders (section 5).
 */
export function CreativeProfile({
  creative,
  claimOffered,
  viewerIsOwner,
  claim,
}: {
  creative: Creative;
  claimOffered: boolean;
  viewerIsOwner: boolean;
  claim: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6" data-testid="creative-profile">
      <ProfileHeader creative={creative} />
      <ProfileStats creative={creative} />
      {hasSidebarContent(creative, claimOffered) ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <AwardsSummary awards={creative.awards} />
            <PointsBreakdown awards={creative.awards} />
            <AwardsList awards={creative.awards} />
          </div>
          {/* The side column: claim (unclaimed profiles), links, quick stats. */}
          <aside className="flex min-w-0 flex-col gap-6">
            {claim}
            <ProfileSidebarCards creative={creative} />
          </aside>
        </div>
      ) : (
        <>
          <AwardsSummary awards={creative.awards} />
          <PointsBreakdown awards={creative.awards} />
          <AwardsList awards={creative.awards} />
        </>
      )}
      <ProjectsSection projects={creative.projects} awardCount={creative.awards.length} />
      {viewerIsOwner && <BadgeSnippet creative={creative} />}
    </div>
  );
}
