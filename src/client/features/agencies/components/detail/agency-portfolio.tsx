import { Icon } from '../../../../components/ui/icons';
import type { Agency } from '@shared/schemas/agency';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { WorkCover } from '../../../../components/ui/work-cover';
import { useTranslations } from '../../../../i18n/i18n';
import { agencyDetailMessages } from '../../../../i18n/messages/agency-detail';

/** The agency's work: title, year, client, description and the awards each piece won. */
export function AgencyPortfolio({ portfolio }: { portfolio: Agency['portfolio'] }) {
  const t = useTranslations(agencyDetailMessages);
  return (
    <Card data-testid="agency-portfolio">
      <CardHeader>
        <CardTitle>{t('agency.portfolio.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {portfolio.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">{t('agency.portfolio.empty')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {portfolio.map((item) => (
              <li key={item.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-xl border border-line" data-testid="portfolio-item">
                  <WorkCover title={item.title} image={item.image} />
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h3 className="font-semibold text-ink">{item.title}</h3>
                    <p className="text-sm text-muted">
                      {[item.client, item.year === null ? null : String(item.year)].filter(Boolean).join(' · ')}
                    </p>
                    {item.description && <p className="text-sm leading-relaxed text-ink-soft">{item.description}</p>}
                    {item.awards.length > 0 && (
                      <div className="mt-auto border-t border-line pt-3">
                        <h4 className="sr-only">{t('agency.portfolio.awards')}</h4>
                        <ul className="flex flex-col gap-1.5">
                          {item.awards.map((award) => (
                            <li key={award} className="flex items-start gap-1.5 text-sm text-gold-ink">
                              <Icon name="trophy" aria-hidden="true" className="mt-0.5 h-3.5 w-3.5 shrink-0" />
                              {award}
                            </li>
                          ))}
                        </ul>
                      </div>
                    )}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
