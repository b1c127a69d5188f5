import type { Festival } from '@shared/schemas/festival';
import { TitledCard } from '../../../../components/ui/card';
import { useTranslations } from '../../../../i18n/i18n';
import { festivalDetailMessages } from '../../../../i18n/messages/festival-detail';

export function AboutSection({ festival }: { festival: Festival }) {
  const t = useTranslations(festivalDetailMessages);
  return (
    <TitledCard title={t('festival.about.title')} testId="festival-about">
      {festival.shortName && festival.shortName !== festival.name && (
        <p className="mb-3 text-sm text-muted">
          {t('festival.about.shortName')}: <span className="font-semibold text-ink">{festival.shortName}</span>
        </p>
      )}
      <p className="leading-relaxed text-ink-soft">{festival.description ?? t('festival.about.empty')}</p>
    </TitledCard>
  );
}
