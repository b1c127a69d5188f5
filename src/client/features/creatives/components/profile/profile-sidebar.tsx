import { Icon } from '../../../../components/ui/icons';
import type { ReactNode } from 'react';
import type { Creative } from '@shared/schemas/creative';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { useTranslations } from '../../../../i18n/i18n';
import { creativeProfileMessages } from '../../../../i18n/messages/creative-profile';
import { detailMessages } from '../../../../i18n/messages/detail';
import { useFormat } from '../../../../lib/format';
import { ExternalLink } from '../../../../components/ui/external-link';

const linkClasses =
  'flex w-full items-center gap-3 rounded-lg border border-line px-3 py-2.5 text-sm font-medium text-ink hover:border-ink hover:bg-zinc-50';

function ConnectCard({ creative }: { creative: Creative }) {
  const t = useTranslations(creativeProfileMessages);
  const shared = useTranslations(detailMessages);
  const links: { key: string; href: string; label: string; icon: ReactNode }[] = [];
  if (creative.linkedin)
    links.push({
      key: 'linkedin',
      href: creative.linkedin,
      label: shared('links.linkedin'),
      icon: <Icon name="linkedin" className="h-4 w-4 text-[#0a66c2]" />,
    });
  if (creative.website)
    links.push({
      key: 'website',
      href: creative.website,
      label: shared('links.website'),
      icon: <Icon name="globe" aria-hidden="true" className="h-4 w-4" />,
    });
  if (creative.portfolio)
    links.push({
      key: 'portfolio',
      href: creative.portfolio,
      label: shared('links.portfolio'),
      icon: <Icon name="folder-open" aria-hidden="true" className="h-4 w-4" />,
    });
  if (links.length === 0) return null;
  return (
    <Card data-testid="connect-card">
      <CardHeader>
        <CardTitle>{t('creative.connect.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-2">
          {links.map((link) => (
            <li key={link.key}>
              <ExternalLink href={link.href} className={linkClasses}>
                {link.icon}
                <span className="flex-1">{link.label}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function QuickStatsCard({ creative }: { creative: Creative }) {
  const t = useTranslations(creativeProfileMessages);
  const format = useFormat();
  const rows = [
    ['creative.quickStats.years', creative.yearsExperience],
    ['creative.quickStats.countries', creative.countriesWorked],
    ['creative.quickStats.team', creative.teamSizeLed],
  ] as const;
  const shown = rows.filter(([, value]) => value !== null);
  if (shown.length === 0) return null;
  return (
    <Card data-testid="quick-stats">
      <CardHeader>
        <CardTitle>{t('creative.quickStats.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-line">
          {shown.map(([key, value]) => (
            <div key={key} className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
              <dt className="text-sm text-muted">{t(key)}</dt>
              <dd className="text-lg font-bold text-ink tabular-nums">{format.number(value ?? 0)}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The side column's cards below the claim: links, quick stats (each only when it has something). */
export function ProfileSidebarCards({ creative }: { creative: Creative }) {
  return (
    <>
      <ConnectCard creative={creative} />
      <QuickStatsCard creative={creative} />
    </>
  );
}
