import { Icon } from '../../../components/ui/icons';
import { feedPaths, webcalUrl } from '@shared/feeds';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslations } from '../../../i18n/i18n';
import { festivalsMessages } from '../../../i18n/messages/festivals';
import { cn } from '../../../lib/cn';
import { useOrigin } from '../../../app/render-env';

/**
 * "Add to calendar" (the .ics file, opened by the calendar app once) and "Subscribe" (the same
 * feed as `webcal:`, which calendar apps keep polling, so moved dates follow). One festival's
 * dates with a `slug`, every festival's without.
 */
export function AddToCalendar({ slug, className }: { slug?: string; className?: string }) {
  const origin = useOrigin();
  const t = useTranslations(festivalsMessages);
  const path = slug ? feedPaths.festivalCalendar(slug) : feedPaths.festivalsCalendar();
  const link = buttonClasses({ variant: 'secondary', size: 'sm' });
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)} data-testid="add-to-calendar">
      <a href={path} download className={link}>
        <Icon name="calendar-plus" aria-hidden="true" className="h-4 w-4" />
        {slug ? t('calendar.add') : t('calendar.addAll')}
      </a>
      <a href={webcalUrl(new URL(path, origin).href)} className={link}>
        <Icon name="rss" aria-hidden="true" className="h-4 w-4" />
        {t('calendar.subscribe')}
      </a>
    </div>
  );
}
