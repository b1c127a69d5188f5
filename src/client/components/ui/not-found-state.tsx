import { Icon, type IconName } from './icons';
import { Link } from 'wouter';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { Button, buttonClasses } from './button';

/**
 * A detail page's 'not found' or failed load: an icon, the title, the text (the generic error and
 * Retry when the load `failed`), and a way back to the list.
 */
export function NotFoundState({
  icon,
  title,
  text,
  failed,
  onRetry,
  backHref,
  backLabel,
  testId,
}: {
  icon: IconName;
  title: string;
  text: string | null;
  failed: boolean;
  onRetry?: () => void;
  backHref: string;
  backLabel: string;
  testId: string;
}) {
  const common = useTranslations(commonMessages);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center" data-testid={testId}>
      <span aria-hidden="true" className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-zinc-100 text-muted">
        <Icon name={icon} className="h-8 w-8" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      {failed ? <p className="mt-2 text-muted">{common('error.generic')}</p> : text && <p className="mt-2 text-muted">{text}</p>}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {failed && onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {common('retry')}
          </Button>
        )}
        <Link href={backHref} className={buttonClasses()}>
          {backLabel}
        </Link>
      </div>
    </div>
  );
}
