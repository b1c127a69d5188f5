import { Icon } from '../../../../components/ui/icons';
import type { ReactNode } from 'react';
import type { Agency } from '@shared/schemas/agency';
import { TitledCard } from '../../../../components/ui/card';
import { Flag } from '../../../../components/ui/flag';
import { useTranslations } from '../../../../i18n/i18n';
import { agencyDetailMessages } from '../../../../i18n/messages/agency-detail';
import { detailMessages } from '../../../../i18n/messages/detail';
import { useFormat } from '../../../../lib/format';
import { displayUrl, ExternalLink } from '../../../../components/ui/external-link';

function Facts({ agency }: { agency: Agency }) {
  const t = useTranslations(agencyDetailMessages);
  const format = useFormat();
  const hq = [agency.headquarters, agency.headquartersCountryCode ? format.country(agency.headquartersCountryCode) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <TitledCard title={t('agency.facts')} testId="agency-facts">
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div className="col-span-2">
          <dt className="text-muted">{t('agency.headquarters')}</dt>
          <dd className="mt-0.5 font-semibold text-ink">
            {hq ? (
              <span className="inline-flex items-center gap-1.5">
                <Flag code={agency.headquartersCountryCode} />
                {hq}
              </span>
            ) : (
              t('agency.none')
            )}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted">{t('agency.countries')}</dt>
          <dd className="mt-1">
            {agency.countryCodes.length === 0 ? (
              <span className="font-semibold text-ink">{t('agency.none')}</span>
            ) : (
              <ul className="flex flex-wrap gap-1.5" data-testid="agency-countries">
                {agency.countryCodes.map((code) => (
                  <li key={code} className="inline-flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-ink">
                    <Flag code={code} />
                    {format.country(code)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('agency.size')}</dt>
          <dd className="mt-0.5 font-semibold text-ink" data-testid="agency-size">
            {agency.employees === null ? t('agency.none') : t.plural('agency.employees', agency.employees)}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('agency.founded')}</dt>
          <dd className="mt-0.5 font-semibold text-ink" data-testid="agency-founded">
            {agency.founded === null ? t('agency.none') : String(agency.founded)}
          </dd>
        </div>
      </dl>
    </TitledCard>
  );
}

const contactLink = 'inline-flex min-w-0 items-center gap-2 break-all text-ink underline-offset-4 hover:underline';

function Contact({ agency }: { agency: Agency }) {
  const t = useTranslations(agencyDetailMessages);
  const shared = useTranslations(detailMessages);
  const any = agency.website || agency.email || agency.phone;
  return (
    <TitledCard title={t('agency.contact.title')} testId="agency-contact">
      {!any ? (
        <p className="text-sm text-muted">{t('agency.contact.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3 text-sm">
          {agency.website && (
            <li>
              <ExternalLink href={agency.website} className={contactLink} icon={false}>
                <Icon name="globe" aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
                <span className="sr-only">{shared('links.website')}: </span>
                {displayUrl(agency.website)}
              </ExternalLink>
            </li>
          )}
          {agency.email && (
            <li>
              <a href={`mailto:${agency.email}`} className={contactLink}>
                <Icon name="mail" aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
                <span className="sr-only">{t('agency.contact.email')}: </span>
                {agency.email}
              </a>
            </li>
          )}
          {agency.phone && (
            <li>
              <a href={`tel:${agency.phone.replace(/[^\d+]/g, '')}`} className={contactLink}>
                <Icon name="phone" aria-hidden="true" className="h-4 w-4 shrink-0 text-muted" />
                <span className="sr-only">{t('agency.contact.phone')}: </span>
                {agency.phone}
              </a>
            </li>
          )}
        </ul>
      )}
    </TitledCard>
  );
}

function Chips({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  if (items.length === 0) return null;
  return (
    <TitledCard title={title} testId={testId}>
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item} className="rounded-full border border-line bg-canvas px-3 py-1 text-sm text-ink">
            {item}
          </li>
        ))}
      </ul>
    </TitledCard>
  );
}

/** `claim`: the claim button, composed by the page (it belongs to the claims feature). */
export function AgencySidebar({ agency, claim }: { agency: Agency; claim: ReactNode }) {
  const t = useTranslations(agencyDetailMessages);
  return (
    <div className="flex flex-col gap-6">
      {claim}
      <Facts agency={agency} />
      <Contact agency={agency} />
      <Chips title={t('agency.specialties.title')} items={agency.specialties} testId="agency-specialties" />
      <Chips title={t('agency.clients.title')} items={agency.clients} testId="agency-clients" />
    </div>
  );
}
