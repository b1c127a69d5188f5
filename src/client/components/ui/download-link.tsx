import { Icon } from './icons';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';

/** "Download CSV": a plain link the browser saves (the server names the file). */
export function DownloadCsvLink({ href, className }: { href: string; className?: string }) {
  const t = useTranslations(commonMessages);
  return (
    <a href={href} download className={cn(buttonClasses({ variant: 'secondary', size: 'sm' }), className)}>
      <Icon name="download" aria-hidden="true" className="h-4 w-4" />
      {t('downloadCsv')}
    </a>
  );
}
