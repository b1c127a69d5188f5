import { UserX } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { useTranslations } from '../../../../i18n/i18n';
import { commonMessages } from '../../../../i18n/messages/common';
import { detailMessages } from '../../../../i18n/messages/detail';

/**
 * No such creative, or the load failed. Spanish shows the spec's 'Creativo no encontrado o
 * error al cargar el perfil.', English 'Creative Not Found' (spec section 2, both versions).
 */
export function CreativeNotFound({ notFound, onRetry }: { notFound: boolean; onRetry?: () => void }) {
  const t = useTranslations(detailMessages);
  const common = useTranslations(commonMessages);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-16 text-center" data-testid="creative-not-found">
      <span aria-hidden="true" className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-zinc-100 text-muted">
        <UserX className="h-8 w-8" />
      </span>
      <h1 className="mt-5 font-display text-2xl font-bold text-ink md:text-3xl">{t('creative.notFound.title')}</h1>
      <p className="mt-2 text-muted">{notFound ? t('creative.notFound.text') : common('error.generic')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {!notFound && onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            {common('retry')}
          </Button>
        )}
        <Link href={paths.people.href()} className={buttonClasses()}>
          {t('creative.notFound.back')}
        </Link>
      </div>
    </div>
  );
}
