import { Icon } from '../../../components/ui/icons';
import { useState, type ReactNode } from 'react';
import { paths } from '@shared/paths';
import type { ModerationClaim } from '@shared/schemas/claim';
import type { ModerationAward } from '@shared/schemas/moderation';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { moderationMessages } from '../../../i18n/messages/moderation';
import type { Page } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { AwardTypeBadge } from '../../../components/awards/award-type-badge';
import { usePendingAwards, usePendingClaims } from '../api/get-pending';
import { DecisionButtons } from './decision-buttons';
import { TextLink } from '../../../components/ui/text-link';

const PAGE_SIZE = 20;

function useDateTime() {
  const format = useFormat();
  return (iso: string) => new Intl.DateTimeFormat(format.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function QueueSection<T extends { id: number }>({
  id,
  title,
  empty,
  query,
  page,
  onPageChange,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  query: { data?: Page<T>; isPending: boolean; isError: boolean; refetch: () => unknown };
  page: number;
  onPageChange: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  const t = useTranslations(moderationMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const total = query.data?.total ?? 0;
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {query.data && <Badge tone={total ? 'gold' : 'neutral'}>{t('count', { count: format.number(total) })}</Badge>}
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div role="status" aria-label={t('loading')} className="flex flex-col gap-3">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : query.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-ink">{t('loadError')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {common('retry')}
            </Button>
          </div>
        ) : !query.data?.items.length ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">{empty}</p>
        ) : (
          <>
            <ul aria-labelledby={`${id}-title`} className="divide-y divide-line" data-testid={id}>
              {query.data.items.map((item) => (
                <li key={item.id} className="py-4 first:pt-0 last:pb-0">
                  {children(item)}
                </li>
              ))}
            </ul>
            <Pagination className="mt-5" page={page} pageCount={Math.ceil(total / PAGE_SIZE)} onPageChange={onPageChange} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

export function PendingClaims({ userId }: { userId: string }) {
  const t = useTranslations(moderationMessages);
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const query = usePendingClaims(userId, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return (
    <QueueSection<ModerationClaim>
      id="pending-claims"
      title={t('claims.title')}
      empty={t('claims.empty')}
      query={query}
      page={page}
      onPageChange={setPage}
    >
      {(claim) => (
        <article className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between" data-testid="pending-claim">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="neutral">{t(`target.${claim.targetType}`)}</Badge>
              <h3 className="font-semibold text-ink">
                <TextLink
                  href={claim.targetType === 'creative' ? paths.creative.href(claim.targetSlug) : paths.agency.href(claim.targetSlug)}
                  className="font-semibold"
                >
                  {claim.targetName}
                </TextLink>
              </h3>
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted">{t('claim.by')}</dt>
              <dd className="text-ink">
                {claim.claimant.name}{' '}
                <span className="inline-flex items-center gap-1 text-ink-soft">
                  <Icon name="mail" aria-hidden="true" className="h-3.5 w-3.5" />
                  {claim.claimant.email}
                </span>{' '}
                <Badge tone={claim.claimant.emailVerified ? 'green' : 'grey'}>
                  {claim.claimant.emailVerified ? t('claim.emailVerified') : t('claim.emailUnverified')}
                </Badge>
              </dd>
              <dt className="text-muted">{t('claim.reason')}</dt>
              <dd className="whitespace-pre-line text-ink">{claim.reason}</dd>
              <dt className="text-muted">{t('claim.contact')}</dt>
              <dd className="text-ink">{claim.contactInfo ?? t('claim.noContact')}</dd>
            </dl>
            <p className="mt-2 text-xs text-muted">{t('submitted', { date: dateTime(claim.createdAt) })}</p>
          </div>
          <DecisionButtons userId={userId} subject="claims" id={claim.id} name={claim.targetName} />
        </article>
      )}
    </QueueSection>
  );
}

export function PendingAwards({ userId }: { userId: string }) {
  const t = useTranslations(moderationMessages);
  const format = useFormat();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const query = usePendingAwards(userId, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return (
    <QueueSection<ModerationAward>
      id="pending-awards"
      title={t('awards.title')}
      empty={t('awards.empty')}
      query={query}
      page={page}
      onPageChange={setPage}
    >
      {(award) => (
        <article className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between" data-testid="pending-award">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold text-ink">{award.title}</h3>
              <AwardTypeBadge type={award.type} />
              <span className="text-sm font-semibold text-gold-ink tabular-nums">
                {t('award.points', { points: format.number(award.points) })}
              </span>
            </div>
            <p className="mt-1 text-sm text-ink-soft">
              {award.festival.name}
              <span aria-hidden="true"> · </span>
              {award.category.name}
              <span aria-hidden="true"> · </span>
              {award.year}
            </p>
            {award.description && <p className="mt-1 text-sm text-muted">{award.description}</p>}
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted">{t('award.creative')}</dt>
              <dd>
                <TextLink href={paths.creative.href(award.creative.username)}>{award.creative.name}</TextLink>
              </dd>
              <dt className="text-muted">{t('award.submittedBy')}</dt>
              <dd className="text-ink">
                {award.submittedBy ? `${award.submittedBy.name} (${award.submittedBy.email})` : t('award.seedData')}
              </dd>
            </dl>
            <p className="mt-2 text-xs text-muted">{t('submitted', { date: dateTime(award.createdAt) })}</p>
          </div>
          <DecisionButtons userId={userId} subject="awards" id={award.id} name={award.title} />
        </article>
      )}
    </QueueSection>
  );
}
