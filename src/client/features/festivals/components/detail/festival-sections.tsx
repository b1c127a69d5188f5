import { Icon } from '../../../../components/ui/icons';
import { currentFee, earlyBirdEnded } from '@shared/festival-fees';
import type { Festival } from '@shared/schemas/festival';
import { buttonClasses } from '../../../../components/ui/button';
import { TitledCard } from '../../../../components/ui/card';
import { useTranslations } from '../../../../i18n/i18n';
import { detailMessages } from '../../../../i18n/messages/detail';
import { festivalDetailMessages } from '../../../../i18n/messages/festival-detail';
import { useFormat } from '../../../../lib/format';
import { cn } from '../../../../lib/cn';
import { useToday } from '../../../../app/render-env';

export function CategoriesSection({ festival }: { festival: Festival }) {
  const t = useTranslations(festivalDetailMessages);
  return (
    <TitledCard title={t('festival.categories.title')} testId="festival-categories">
      {festival.categories.length === 0 ? (
        <p className="text-muted">{t('festival.categories.empty')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {festival.categories.map((category) => (
            <li
              key={category.id}
              className="inline-flex items-center gap-1.5 rounded-full border border-line bg-canvas px-3 py-1.5 text-sm text-ink"
            >
              <Icon name="tag" aria-hidden="true" className="h-3.5 w-3.5 text-muted" />
              {category.name}
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

export function TimelineSection({ festival }: { festival: Festival }) {
  const t = useTranslations(festivalDetailMessages);
  const format = useFormat();
  const date = (value: string | null) => (value ? format.date(value, 'long') : t('tbd'));
  const eventDates =
    festival.eventStartDate && festival.eventEndDate
      ? festival.eventStartDate === festival.eventEndDate
        ? format.date(festival.eventStartDate, 'long')
        : format.dateRange(festival.eventStartDate, festival.eventEndDate)
      : festival.eventStartDate
        ? format.date(festival.eventStartDate, 'long')
        : t('tbd');
  const rows = [
    ['opens', t('festival.timeline.opens'), date(festival.registrationOpenDate)],
    ['earlyBird', t('festival.timeline.earlyBird'), date(festival.earlyBirdDeadline)],
    ['closes', t('festival.timeline.closes'), date(festival.registrationCloseDate)],
    ['event', t('festival.timeline.event'), eventDates],
  ] as const;
  return (
    <TitledCard title={t('festival.timeline.title')} testId="festival-timeline">
      <ol className="relative ml-2 border-l-2 border-line">
        {rows.map(([key, label, value]) => (
          <li key={key} className="relative pb-5 pl-6 last:pb-0" data-testid={`timeline-${key}`}>
            <span
              aria-hidden="true"
              className="absolute top-0.5 -left-[11px] inline-flex h-5 w-5 items-center justify-center rounded-full border-2 border-line bg-paper"
            >
              <Icon name="calendar-days" className="h-3 w-3 text-muted" />
            </span>
            <p className="text-sm text-muted">{label}</p>
            <p className="font-semibold text-ink">{value}</p>
          </li>
        ))}
      </ol>
    </TitledCard>
  );
}

export function FeesSection({ festival }: { festival: Festival }) {
  const t = useTranslations(festivalDetailMessages);
  const format = useFormat();
  const today = useToday();
  const current = currentFee(festival, today)?.kind ?? null;
  const fee = (value: number | null) => (value === null ? t('tbd') : format.currency(value, festival.currency));
  const deadline = festival.earlyBirdDeadline ? format.date(festival.earlyBirdDeadline, 'long') : t('tbd');
  const rows = [
    {
      kind: 'earlyBird',
      testId: 'fee-early',
      label: t('festival.fees.earlyBird'),
      amount: festival.earlyBirdFee,
      note: earlyBirdEnded(festival, today) ? t('festival.fees.ended', { date: deadline }) : t('festival.fees.until', { date: deadline }),
    },
    {
      kind: 'regular',
      testId: 'fee-regular',
      label: t('festival.fees.regular'),
      amount: festival.entryFee,
      note: t('festival.fees.after'),
    },
  ] as const;
  return (
    <TitledCard title={t('festival.fees.title')} testId="festival-fees">
      <dl className="flex flex-col gap-3">
        {rows.map((row) => {
          const isCurrent = row.kind === current;
          return (
            <div
              key={row.kind}
              className={cn('rounded-lg border p-4', isCurrent ? 'border-green-200 bg-green-50' : 'border-line')}
              data-testid={row.testId}
              data-current={isCurrent}
            >
              <dt
                className={cn(
                  'flex items-center justify-between gap-2 text-sm font-semibold',
                  isCurrent ? 'text-green-900' : 'text-ink-soft',
                )}
              >
                {row.label}
                {isCurrent && (
                  <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs text-white">{t('festival.fees.current')}</span>
                )}
              </dt>
              <dd>
                <span className={cn('block text-2xl font-bold tabular-nums', isCurrent ? 'text-ink' : 'text-muted')}>
                  {fee(row.amount)}
                </span>
                <span className="text-sm text-ink-soft">{row.note}</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </TitledCard>
  );
}

export function StatsSection({ festival }: { festival: Festival }) {
  const t = useTranslations(festivalDetailMessages);
  const format = useFormat();
  const rows = [
    ['entries', t('festival.stats.entries'), festival.expectedEntries === null ? t('tbd') : format.number(festival.expectedEntries)],
    [
      'judges',
      t('festival.stats.judges'),
      festival.judgesPanelSize === null ? t('tbd') : t.plural('festival.stats.experts', festival.judgesPanelSize),
    ],
    ['categories', t('festival.stats.categories'), format.number(festival.categories.length)],
    ['venue', t('festival.stats.venue'), festival.venue ?? t('tbd')],
  ] as const;
  return (
    <TitledCard title={t('festival.stats.title')} testId="festival-stats">
      <dl className="divide-y divide-line">
        {rows.map(([key, label, value]) => (
          <div key={key} className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0" data-testid={`stat-${key}`}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-right font-semibold text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}

export function ContactSection({ festival }: { festival: Festival }) {
  const t = useTranslations(festivalDetailMessages);
  const shared = useTranslations(detailMessages);
  return (
    <TitledCard title={t('festival.contact.title')} testId="festival-contact">
      {!festival.website && !festival.contactEmail ? (
        <p className="text-muted">{t('festival.contact.none')}</p>
      ) : (
        <div className="flex flex-col gap-2">
          {festival.website && (
            <a
              href={festival.website}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(buttonClasses({ variant: 'primary' }), 'w-full')}
            >
              <Icon name="globe" aria-hidden="true" className="h-4 w-4" />
              {t('festival.contact.website')}
              <span className="sr-only"> {shared('newTab')}</span>
            </a>
          )}
          {festival.contactEmail && (
            <a href={`mailto:${festival.contactEmail}`} className={cn(buttonClasses({ variant: 'secondary' }), 'w-full')}>
              <Icon name="mail" aria-hidden="true" className="h-4 w-4" />
              {t('festival.contact.email')}
            </a>
          )}
        </div>
      )}
    </TitledCard>
  );
}
