import { AWARD_POINTS, AWARD_TYPES } from '@shared/constants';
import { paths } from '@shared/paths';
import { Page, PageHeading } from '../components/layout/page';
import { AWARD_TYPE_STYLES } from '../components/awards/award-type-badge';
import { Card, CardContent } from '../components/ui/card';
import { TextLink } from '../components/ui/text-link';
import { useTranslations } from '../i18n/i18n';
import { commonMessages } from '../i18n/messages/common';
import { scoringMessages } from '../i18n/messages/scoring';
import { cn } from '../lib/cn';
import { useFormat } from '../lib/format';
import { useDocumentHead } from '../lib/use-document-head';

const SECTIONS = [
  { id: 'counts', title: 'counts.title', paragraphs: ['counts.p1', 'counts.p2'] },
  { id: 'creatives', title: 'creatives.title', paragraphs: ['creatives.p1'] },
  { id: 'agencies', title: 'agencies.title', paragraphs: ['agencies.p1'] },
  { id: 'countries', title: 'countries.title', paragraphs: ['countries.p1'] },
  { id: 'windows', title: 'windows.title', paragraphs: ['windows.p1'] },
  { id: 'rank', title: 'rank.title', paragraphs: ['rank.p1'] },
  { id: 'change', title: 'change.title', paragraphs: ['change.p1'] },
  { id: 'example', title: 'example.title', paragraphs: ['example.p1'] },
] as const;

/** `/scoring`: the whole computation behind every ranking and every profile's ledger. */
export function ScoringPage() {
  const t = useTranslations(scoringMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  useDocumentHead({ title: t('title'), description: t('metaDescription') });
  return (
    <Page className="max-w-3xl">
      <PageHeading title={t('title')} description={t('description')} />
      <Card>
        <CardContent className="flex flex-col gap-8 pt-6" data-testid="scoring-rules">
          <section aria-labelledby="scoring-levels">
            <h2 id="scoring-levels" className="text-lg font-semibold text-ink">
              {t('levels.title')}
            </h2>
            <p className="mt-2 text-ink-soft">{t('levels.text')}</p>
            <table className="mt-3 w-full max-w-sm text-sm" data-testid="scoring-levels">
              <caption className="sr-only">{t('levels.caption')}</caption>
              <thead>
                <tr className="border-b border-line text-left text-muted">
                  <th scope="col" className="py-2 font-medium">
                    {t('levels.level')}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {t('levels.points')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {AWARD_TYPES.map((type) => (
                  <tr key={type} className="border-b border-line last:border-b-0">
                    <th scope="row" className="py-2 text-left font-normal text-ink">
                      <span className="inline-flex items-center gap-2">
                        <span aria-hidden="true" className={cn('h-2.5 w-2.5 rounded-full', AWARD_TYPE_STYLES[type].dot)} />
                        {common(`award.${type}`)}
                      </span>
                    </th>
                    <td className="py-2 text-right font-semibold text-ink tabular-nums">{format.number(AWARD_POINTS[type])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {SECTIONS.map((section) => (
            <section key={section.id} aria-labelledby={`scoring-${section.id}`}>
              <h2 id={`scoring-${section.id}`} className="text-lg font-semibold text-ink">
                {t(section.title)}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2 leading-relaxed text-ink-soft">
                  {t(paragraph)}
                </p>
              ))}
            </section>
          ))}
          <p>
            <TextLink href={paths.rankings.href()}>{t('back')}</TextLink>
          </p>
        </CardContent>
      </Card>
    </Page>
  );
}
