import { paths } from '@shared/paths';
import { NotFoundState } from '../../../../components/ui/not-found-state';
import { useTranslations } from '../../../../i18n/i18n';
import { creativeProfileMessages } from '../../../../i18n/messages/creative-profile';

/**
 * No such creative, or the load failed. Spanish shows the spec's 'Creativo no encontrado o
 * error al cargar el perfil.', English 'Creative Not Found' (spec section 2, both versions).
 */
export function CreativeNotFound({ notFound, onRetry }: { notFound: boolean; onRetry?: () => void }) {
  const t = useTranslations(creativeProfileMessages);
  return (
    <NotFoundState
      icon="user-x"
      title={t('creative.notFound.title')}
      text={t('creative.notFound.text')}
      failed={!notFound}
      onRetry={onRetry}
      backHref={paths.people.href()}
      backLabel={t('creative.notFound.back')}
      testId="creative-not-found"
    />
  );
}
