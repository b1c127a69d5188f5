import type { Specialty } from '@shared/constants';
import { useTranslations } from '../i18n/i18n';
import { commonMessages } from '../i18n/messages/common';

/** A specialty in the current language; no specialty reads as the spec's default ('Creative'). */
export function useSpecialtyLabel(): (specialty: Specialty | null | undefined) => string {
  const common = useTranslations(commonMessages);
  return (specialty) => (specialty ? common(`specialty.${specialty}`) : common('specialty.default'));
}
