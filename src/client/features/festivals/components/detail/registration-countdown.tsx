import { Icon } from '../../../../components/ui/icons';
import { useTranslations } from '../../../../i18n/i18n';
import { festivalDetailMessages } from '../../../../i18n/messages/festival-detail';
import { useFormat } from '../../../../lib/format';
import { registrationDeadline, useCountdown } from './countdown';

/** 'Registration Closes In': Days, Hours, Min, Sec, ticking each second and stopping at zero. */
export function RegistrationCountdown({ closeDate }: { closeDate: string }) {
  const t = useTranslations(festivalDetailMessages);
  const format = useFormat();
  const left = useCountdown(registrationDeadline(closeDate));
  const units = [
    ['days', left.days, 'festival.countdown.days'],
    ['hours', left.hours, 'festival.countdown.hours'],
    ['minutes', left.minutes, 'festival.countdown.minutes'],
    ['seconds', left.seconds, 'festival.countdown.seconds'],
  ] as const;
  return (
    <section aria-labelledby="countdown-heading" className="rounded-xl bg-ink p-5 text-white shadow-sm" data-testid="countdown">
      <h2 id="countdown-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Icon name="timer" aria-hidden="true" className="h-5 w-5 text-gold" />
        {t('festival.countdown.title')}
      </h2>
      {/* role=timer is not announced on every tick (implicit aria-live off). */}
      <div role="timer" className="mt-4 grid grid-cols-4 gap-2">
        {units.map(([unit, value, label]) => (
          <div key={unit} className="rounded-lg bg-white/10 px-1 py-3 text-center">
            <div className="font-display text-3xl font-bold tabular-nums" data-testid={`countdown-${unit}`}>
              {String(value).padStart(2, '0')}
            </div>
            <div className="mt-1 text-xs tracking-wide text-zinc-300 uppercase">{t(label)}</div>
          </div>
        ))}
      </div>
      <p className="mt-3 text-sm text-zinc-300">
        {left.total === 0 ? t('festival.countdown.closed') : t('festival.countdown.label', { date: format.date(closeDate, 'long') })}
      </p>
    </section>
  );
}
