import { Icon, type IconName } from '../../../components/ui/icons';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import type { RankingWindowQuery } from '@shared/schemas/ranking';
import { useTranslations } from '../../../i18n/i18n';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { cn } from '../../../lib/cn';
import { rankingWindowSearch } from '../ranking-window';

export type RankingTab = 'creatives' | 'agencies' | 'countries';

const TABS: { tab: RankingTab; href: string; icon: IconName }[] = [
  { tab: 'creatives', href: paths.rankings.href(), icon: 'users' },
  { tab: 'agencies', href: paths.rankingsAgencies.href(), icon: 'building-complex' },
  { tab: 'countries', href: paths.rankingsCountries.href(), icon: 'earth' },
];

/** Each ranking is its own URL, so the tabs are links (the current one `aria-current`); they keep the window. */
export function RankingTabs({ current, window }: { current: RankingTab; window: RankingWindowQuery }) {
  const t = useTranslations(rankingsMessages);
  const search = rankingWindowSearch(window);
  return (
    <nav aria-label={t('tabs.label')} className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex min-w-max gap-1 border-b border-line" data-testid="ranking-tabs">
        {TABS.map(({ tab, href, icon }) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                href={`${href}${search}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex h-11 items-center gap-2 border-b-2 px-3 text-sm font-semibold transition-colors sm:px-4',
                  active ? 'border-ink text-ink' : 'border-transparent text-muted hover:border-zinc-300 hover:text-ink',
                )}
              >
                <Icon name={icon} aria-hidden="true" className="hidden h-4 w-4 sm:block" />
                {t(`tabs.${tab}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
