import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { AWARD_POINTS, AWARD_TYPES, AWARD_YEAR_MIN, latestAwardYear, type AwardType } from '@shared/constants';
import { awardInputSchema } from '@shared/schemas/award';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../components/ui/toast';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { dashboardMessages } from '../../../i18n/messages/dashboard';
import { useFormat } from '../../../lib/format';
import { submitWrite } from '../../../lib/form-submit';
import { useUnauthorizedRedirect } from '../../auth/use-unauthorized';
import { useFestivals } from '../../festivals/api/get-festivals';
import { useAddAward } from '../api/add-award';
import { useFestivalCategories } from '../api/get-categories';
import { AwardAgencyField } from './award-agency-field';
import { FormField, Textarea } from '../../../components/ui/form-field';

const FIELDS = ['festivalId', 'categoryId', 'title', 'description', 'year', 'type', 'points', 'agencyId'] as const;
type Field = (typeof FIELDS)[number];
const FESTIVAL_OPTIONS_LIMIT = 100;

/** The shared schema, with the year capped by the server's rule on the browser's clock (the server checks again on its own). */
const formSchema = awardInputSchema.extend({
  year: awardInputSchema.shape.year.refine((year) => year <= latestAwardYear(new Date())),
});

const toNumber = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

/**
 * Add an award (spec sections 2 and 5): festival, then that festival's categories, title,
 * description, year (1900 to this year), type, and points prefilled from the type. It is
 * pending until a moderator verifies it.
 */
export function AddAwardDialog({
  userId,
  currentAgency,
  open,
  onOpenChange,
}: {
  userId: string;
  /** The creative's agency now: an award is credited to it unless the user picks another or none. */
  currentAgency: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations(dashboardMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const unauthorized = useUnauthorizedRedirect();
  const mutation = useAddAward(userId);
  const festivals = useFestivals({ limit: FESTIVAL_OPTIONS_LIMIT, sort: 'name' });
  const maxYear = latestAwardYear(new Date());

  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { title: '', description: '', year: maxYear },
  });
  const { register, handleSubmit, setValue, control, reset, resetField, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const festivalId = useWatch({ control, name: 'festivalId' });
  const type = useWatch({ control, name: 'type' });
  const categories = useFestivalCategories(festivalId);

  useEffect(() => {
    setValue('points', type ? AWARD_POINTS[type] : undefined);
  }, [type, setValue]);

  // A category belongs to one festival: choosing another festival clears it.
  useEffect(() => {
    resetField('categoryId');
  }, [festivalId, resetField]);

  const messageFor = (field: Field): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    if (error.type === 'server' && error.message) return error.message;
    switch (field) {
      case 'festivalId':
        return t('add.error.festival');
      case 'categoryId':
        return t('add.error.category');
      case 'title':
        return t('add.error.title');
      case 'type':
        return t('add.error.type');
      case 'year':
        return t('add.error.year', { min: AWARD_YEAR_MIN, max: maxYear });
      default:
        return error.message;
    }
  };

  const onSubmit = handleSubmit((values) =>
    submitWrite(() => mutation.mutateAsync(values), {
      fields: FIELDS,
      setError,
      onSuccess: () => {
        toast({ title: t('add.success.title'), description: t('add.success.description'), variant: 'success' });
        reset();
        onOpenChange(false);
      },
      onUnauthorized: unauthorized,
      failure: { title: t('add.failure.title'), fallback: t('add.failure.description') },
    }),
  );

  const categoryPlaceholder = !festivalId
    ? t('add.categoryFirst')
    : categories.isPending
      ? t('add.categoryLoading')
      : t('add.categoryPlaceholder');

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={isSubmitting}
      onSubmit={onSubmit}
      title={t('add.title')}
      description={t('add.description')}
      closeLabel={t('add.close')}
      cancelLabel={t('add.cancel')}
      submitLabel={isSubmitting ? t('form.saving') : t('add.submit')}
      testId="add-award-dialog"
    >
      <FormField label={t('add.festival')} error={messageFor('festivalId')} required>
        {(control) => (
          <Select {...control} {...register('festivalId', { setValueAs: toNumber })} defaultValue="">
            <option value="" disabled>
              {t('add.festivalPlaceholder')}
            </option>
            {festivals.data?.items.map((festival) => (
              <option key={festival.id} value={festival.id}>
                {festival.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('add.category')} error={messageFor('categoryId')} required>
        {(control) => (
          <Select
            {...control}
            {...register('categoryId', { setValueAs: toNumber })}
            defaultValue=""
            disabled={!festivalId || categories.isPending}
          >
            <option value="">{categoryPlaceholder}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('add.titleField')} error={messageFor('title')} required>
        {(control) => <Input {...control} {...register('title')} maxLength={200} placeholder={t('add.titlePlaceholder')} />}
      </FormField>
      <FormField label={t('add.descriptionField')} error={messageFor('description')}>
        {(control) => <Textarea {...control} {...register('description')} maxLength={2000} rows={3} />}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <FormField label={t('add.year')} error={messageFor('year')} required>
          {(control) => (
            <Input
              {...control}
              {...register('year', { setValueAs: toNumber })}
              type="number"
              inputMode="numeric"
              min={AWARD_YEAR_MIN}
              max={maxYear}
              step={1}
            />
          )}
        </FormField>
        <FormField label={t('add.type')} error={messageFor('type')} required>
          {(control) => (
            <Select
              {...control}
              {...register('type', { setValueAs: (value: string) => (value === '' ? undefined : (value as AwardType)) })}
              defaultValue=""
            >
              <option value="" disabled>
                {t('add.typePlaceholder')}
              </option>
              {AWARD_TYPES.map((awardType) => (
                <option key={awardType} value={awardType}>
                  {common(`award.${awardType}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('add.points')} hint={t('add.pointsHint')} error={messageFor('points')}>
          {(control) => (
            <Input
              {...control}
              readOnly
              value={type ? format.number(AWARD_POINTS[type]) : ''}
              className="bg-zinc-50 tabular-nums"
              data-testid="award-points"
            />
          )}
        </FormField>
      </div>
      <AwardAgencyField control={control} name="agencyId" currentAgency={currentAgency} error={messageFor('agencyId')} />
    </FormDialog>
  );
}
