import { zodResolver } from '@hookform/resolvers/zod';
import { Icon } from '../../../components/ui/icons';
import { useForm } from 'react-hook-form';
import { DISCIPLINES, SPECIALTIES } from '@shared/constants';
import { profileInputSchema, type ProfileInput } from '@shared/schemas/profile';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { dashboardMessages } from '../../../i18n/messages/dashboard';
import { useFormat } from '../../../lib/format';
import { submitWrite } from '../../../lib/form-submit';
import { useUnauthorizedRedirect } from '../../auth/use-unauthorized';
import type { OwnProfile } from '@shared/schemas/profile';
import { useSaveProfile } from '../api/save-profile';
import { FormField, Textarea } from '../../../components/ui/form-field';
import { PROFILE_FORM_ID } from './profile-summary-card';

/** The spec's country choices (section 5), in its order; shown in the UI language, sent as codes. */
export const PROFILE_COUNTRY_CODES = ['ES', 'GB', 'US', 'FR', 'DE', 'IT', 'AU', 'MX', 'BR', 'AR', 'CO', 'CL'] as const;

const FIELDS = [
  'name',
  'username',
  'country',
  'agency',
  'specialty',
  'discipline',
  'bio',
  'website',
  'linkedin',
  'portfolio',
  'avatar',
  'yearsExperience',
  'countriesWorked',
  'teamSizeLed',
] as const;
type Field = (typeof FIELDS)[number];
const URL_FIELDS: readonly Field[] = ['website', 'linkedin', 'portfolio', 'avatar'];
const NUMBER_FIELDS: readonly Field[] = ['yearsExperience', 'countriesWorked', 'teamSizeLed'];

const toCount = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));
const toNullable = (value: unknown) => (value === '' || value === undefined ? null : value);

function defaultsFrom(profile: OwnProfile | null, fallbackName: string): ProfileInput {
  return {
    name: profile?.name ?? fallbackName,
    username: profile?.username ?? '',
    country: profile?.countryCode ?? '',
    agency: profile?.agency ?? '',
    specialty: profile?.specialty ?? null,
    discipline: profile?.discipline ?? null,
    bio: profile?.bio ?? '',
    website: profile?.website ?? '',
    linkedin: profile?.linkedin ?? '',
    portfolio: profile?.portfolio ?? '',
    avatar: profile?.avatar ?? '',
    yearsExperience: profile?.yearsExperience ?? null,
    countriesWorked: profile?.countriesWorked ?? null,
    teamSizeLed: profile?.teamSizeLed ?? null,
  };
}

/**
 * 'Crear Perfil Creativo' when the user has no profile, 'Editar Perfil' when they have one
 * (spec sections 2, 4, 5, 7, 8): the shared zod schema validates, the server's field errors land
 * on the fields, and a 401 sends the user to sign in again.
 */
export function ProfileForm({ userId, profile, fallbackName }: { userId: string; profile: OwnProfile | null; fallbackName: string }) {
  const t = useTranslations(dashboardMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const unauthorized = useUnauthorizedRedirect();
  const mutation = useSaveProfile(userId, profile?.id ?? null);
  const editing = profile !== null;

  const { register, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(profileInputSchema),
    defaultValues: defaultsFrom(profile, fallbackName),
  });
  const { errors, isSubmitting } = formState;

  const messageFor = (field: Field): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    if (field === 'name') return t('form.error.name');
    if (field === 'username') return t('form.error.username');
    if (URL_FIELDS.includes(field)) return t('form.error.url');
    if (NUMBER_FIELDS.includes(field)) return t('form.error.number');
    return error.message;
  };

  const onSubmit = handleSubmit((values) =>
    submitWrite(() => mutation.mutateAsync(values), {
      fields: FIELDS,
      setError,
      onSuccess: (saved) => {
        reset(defaultsFrom(saved, fallbackName));
        toast(
          editing
            ? { title: t('form.updated.title'), description: t('form.updated.description'), variant: 'success' }
            : { title: t('form.created.title'), description: t('form.created.description'), variant: 'success' },
        );
      },
      onUnauthorized: unauthorized,
      failure: { title: t('form.failure.title'), fallback: editing ? t('form.failure.update') : t('form.failure.create') },
    }),
  );

  const countryCodes: string[] = [...PROFILE_COUNTRY_CODES];
  if (profile?.countryCode && !countryCodes.includes(profile.countryCode)) countryCodes.push(profile.countryCode);

  const section = 'flex flex-col gap-4 border-t border-line pt-5 first:border-t-0 first:pt-0';
  const sectionTitle = 'text-base font-semibold text-ink';
  const grid = 'grid grid-cols-1 gap-4 md:grid-cols-2';

  return (
    <Card id={PROFILE_FORM_ID} className="scroll-mt-24" data-testid="profile-form">
      <CardHeader>
        <h2 className="font-display text-2xl font-bold text-ink">{editing ? t('form.editTitle') : t('form.createTitle')}</h2>
        <p className="text-sm text-muted">{editing ? t('form.editIntro') : t('form.createIntro')}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <fieldset disabled={isSubmitting} className="flex flex-col gap-6">
            <section className={section} aria-labelledby={`${PROFILE_FORM_ID}-basics`}>
              <h3 id={`${PROFILE_FORM_ID}-basics`} className={sectionTitle}>
                {t('form.section.basics')}
              </h3>
              <div className={grid}>
                <FormField label={t('form.name')} error={messageFor('name')} required>
                  {(control) => <Input {...control} {...register('name')} autoComplete="name" maxLength={120} />}
                </FormField>
                <FormField label={t('form.username')} hint={t('form.usernameHint')} error={messageFor('username')}>
                  {(control) => (
                    <Input {...control} {...register('username')} autoComplete="username" autoCapitalize="none" spellCheck={false} />
                  )}
                </FormField>
                <FormField label={t('form.country')} error={messageFor('country')}>
                  {(control) => (
                    <Select {...control} {...register('country')}>
                      <option value="">{t('form.countryPlaceholder')}</option>
                      {countryCodes.map((code) => (
                        <option key={code} value={code}>
                          {format.country(code)}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <FormField label={t('form.agency')} error={messageFor('agency')}>
                  {(control) => <Input {...control} {...register('agency')} autoComplete="organization" maxLength={120} />}
                </FormField>
                <FormField label={t('form.specialty')} error={messageFor('specialty')}>
                  {(control) => (
                    <Select {...control} {...register('specialty', { setValueAs: toNullable })}>
                      <option value="">{t('form.specialtyPlaceholder')}</option>
                      {SPECIALTIES.map((key) => (
                        <option key={key} value={key}>
                          {common(`specialty.${key}`)}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
                <FormField label={t('form.discipline')} error={messageFor('discipline')}>
                  {(control) => (
                    <Select {...control} {...register('discipline', { setValueAs: toNullable })}>
                      <option value="">{t('form.disciplinePlaceholder')}</option>
                      {DISCIPLINES.map((key) => (
                        <option key={key} value={key}>
                          {common(`discipline.${key}`)}
                        </option>
                      ))}
                    </Select>
                  )}
                </FormField>
              </div>
              <FormField label={t('form.bio')} error={messageFor('bio')}>
                {(control) => <Textarea {...control} {...register('bio')} rows={4} maxLength={2000} />}
              </FormField>
              <FormField label={t('form.avatar')} hint={t('form.avatarHint')} error={messageFor('avatar')}>
                {(control) => <Input {...control} {...register('avatar')} type="url" inputMode="url" placeholder="https://" />}
              </FormField>
            </section>

            <section className={section} aria-labelledby={`${PROFILE_FORM_ID}-links`}>
              <h3 id={`${PROFILE_FORM_ID}-links`} className={sectionTitle}>
                {t('form.section.links')}
              </h3>
              <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
                {(['website', 'linkedin', 'portfolio'] as const).map((field) => (
                  <FormField key={field} label={t(`form.${field}`)} error={messageFor(field)}>
                    {(control) => <Input {...control} {...register(field)} type="url" inputMode="url" placeholder="https://" />}
                  </FormField>
                ))}
              </div>
            </section>

            <section className={section} aria-labelledby={`${PROFILE_FORM_ID}-stats`}>
              <div>
                <h3 id={`${PROFILE_FORM_ID}-stats`} className={sectionTitle}>
                  {t('form.section.stats')}
                </h3>
                <p className="mt-1 text-sm text-muted">{t('form.section.statsHint')}</p>
              </div>
              <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
                {(['yearsExperience', 'countriesWorked', 'teamSizeLed'] as const).map((field) => (
                  <FormField key={field} label={t(`form.${field}`)} error={messageFor(field)}>
                    {(control) => (
                      <Input
                        {...control}
                        {...register(field, { setValueAs: toCount })}
                        type="number"
                        inputMode="numeric"
                        min={0}
                        step={1}
                      />
                    )}
                  </FormField>
                ))}
              </div>
            </section>

            <div className="flex justify-end border-t border-line pt-5">
              <Button type="submit" variant={editing ? 'primary' : 'gold'} className="w-full sm:w-auto">
                {isSubmitting && <Icon name="loader-circle" aria-hidden="true" className="h-4 w-4 animate-spin" />}
                {isSubmitting ? t('form.saving') : editing ? t('form.submitEdit') : t('form.submitCreate')}
              </Button>
            </div>
          </fieldset>
        </form>
      </CardContent>
    </Card>
  );
}
