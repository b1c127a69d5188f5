import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Flag } from '../../../../components/ui/flag';
import { Avatar } from '../../../../components/ui/initials-avatar';
import { Pagination } from '../../../../components/ui/pagination';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useTranslations } from '../../../../i18n/i18n';
import { commonMessages } from '../../../../i18n/messages/common';
import { agencyDetailMessages } from '../../../../i18n/messages/agency-detail';
import { useFormat } from '../../../../lib/format';
import { AGENCY_CREATIVES_PAGE_SIZE, useAgencyCreatives } from '../../../creatives/api/get-agency-creatives';
import { useSpecialtyLabel } from '../../../../lib/use-specialty-label';

/** The agency's creatives (`/api/creatives/agency/{name}`), paged, each linking to its profile. */
export function AgencyCreatives({ agencyName }: { agencyName: string }) {
  const t = useTranslations(agencyDetailMessages);
  const common = useTranslations(commonMessages);
  const specialtyLabel = useSpecialtyLabel();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const query = useAgencyCreatives(agencyName, { limit: AGENCY_CREATIVES_PAGE_SIZE, offset: (page - 1) * AGENCY_CREATIVES_PAGE_SIZE });
  const pageCount = query.data ? Math.ceil(query.data.total / AGENCY_CREATIVES_PAGE_SIZE) : 0;

  return (
    <Card data-testid="agency-creatives">
      <CardHeader>
        <CardTitle>{t('agency.creatives.title', { name: agencyName })}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="grid gap-3 sm:grid-cols-2" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-20 rounded-xl" />
            ))}
          </div>
        ) : query.isError ? (
          <p className="text-muted">{t('agency.creatives.error')}</p>
        ) : query.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">{t('agency.creatives.empty')}</p>
        ) : (
          <>
            <ul className="grid gap-3 sm:grid-cols-2">
              {query.data.items.map((creative) => (
                <li key={creative.id}>
                  <Link
                    href={paths.creative.href(creative.username)}
                    className="flex items-center gap-3 rounded-xl border border-line p-3 transition-colors hover:border-ink hover:bg-zinc-50"
                    data-testid="agency-creative"
                  >
                    <Avatar name={creative.name} src={creative.avatar} />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold wrap-anywhere text-ink">{creative.name}</span>
                      <span className="block text-sm text-muted">{specialtyLabel(creative.specialty)}</span>
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-0.5">
                      <span className="font-bold text-ink tabular-nums">
                        {format.number(creative.totalPoints)} <span className="text-xs font-medium text-muted">{common('points')}</span>
                      </span>
                      {creative.countryCode && <Flag code={creative.countryCode} labelled />}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination page={page} pageCount={pageCount} onPageChange={setPage} className="mt-5" />
          </>
        )}
      </CardContent>
    </Card>
  );
}
