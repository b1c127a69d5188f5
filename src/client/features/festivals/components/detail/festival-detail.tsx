import type { Festival } from '@shared/schemas/festival';
import { onDemand } from '../../../../app/on-demand';
import { AboutSection } from './about-section';
import { FestivalHeader } from './festival-header';
import { RegistrationCountdown } from './registration-countdown';
import { cn } from '../../../../lib/cn';

// Below the first screen (on a phone: all but the header, the countdown and the about card):
// hydrated when scrolled near.
const sections = () => import('./festival-sections');
const CategoriesSection = onDemand(() => sections().then((module) => module.CategoriesSection));
const TimelineSection = onDemand(() => sections().then((module) => module.TimelineSection));
const FeesSection = onDemand(() => sections().then((module) => module.FeesSection));
const StatsSection = onDemand(() => sections().then((module) => module.StatsSection));
const ContactSection = onDemand(() => sections().then((module) => module.ContactSection));
const FestivalWinners = onDemand(() => import('./festival-winners').then((module) => module.FestivalWinners));

/** Every section of the spec's festival detail; the countdown only while registration is open. */
export function FestivalDetail({ festival }: { festival: Festival }) {
  const showCountdown = festival.status === 'open' && Boolean(festival.registrationCloseDate);
  return (
    <div className="flex flex-col gap-6" data-testid="festival-detail">
      <FestivalHeader festival={festival} />
      {/* On phones the countdown comes right after the header; on wide screens it tops the side column. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        {showCountdown && festival.registrationCloseDate && (
          <div className="min-w-0 lg:col-start-3 lg:row-start-1">
            <RegistrationCountdown closeDate={festival.registrationCloseDate} />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <AboutSection festival={festival} />
          <CategoriesSection festival={festival} />
          <TimelineSection festival={festival} />
          <FestivalWinners festival={festival} />
        </div>
        <aside
          className={cn(
            'flex min-w-0 flex-col gap-6 self-start lg:col-start-3',
            showCountdown ? 'lg:row-start-2' : 'lg:row-span-2 lg:row-start-1',
          )}
        >
          <FeesSection festival={festival} />
          <StatsSection festival={festival} />
          <ContactSection festival={festival} />
        </aside>
      </div>
    </div>
  );
}
