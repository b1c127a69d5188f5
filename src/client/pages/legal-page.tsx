import { Link, useLocation } from 'wouter';
import { paths } from '@shared/paths';
import { Page } from '../components/layout/page';
import type { MessagesOf } from '../i18n/define-messages';
import { useTranslations } from '../i18n/i18n';
import { legalMessages } from '../i18n/messages/legal';
import { useFormat } from '../lib/format';
import { useDocumentHead } from '../lib/use-document-head';

type LegalKey = keyof MessagesOf<typeof legalMessages>;

interface LegalSection {
  id: string;
  title: LegalKey;
  paragraphs?: LegalKey[];
  items?: LegalKey[];
  /** The section ends with the contact address as a mailto link. */
  contact?: LegalKey;
}

interface LegalDocument {
  title: LegalKey;
  description: LegalKey;
  intro: LegalKey;
  sections: LegalSection[];
}

/** When the texts last changed; shown at the top of each page. */
const LAST_UPDATED = '2026-11-21';

const DOCUMENTS = {
  privacy: {
    title: 'privacy.title',
    description: 'privacy.description',
    intro: 'privacy.intro',
    sections: [
      { id: 'public', title: 'privacy.public.title', paragraphs: ['privacy.public.p1', 'privacy.public.p2'] },
      {
        id: 'stored',
        title: 'privacy.stored.title',
        items: ['privacy.stored.i1', 'privacy.stored.i2', 'privacy.stored.i3', 'privacy.stored.i4'],
      },
      { id: 'use', title: 'privacy.use.title', paragraphs: ['privacy.use.p1'] },
      { id: 'moderation', title: 'privacy.moderation.title', paragraphs: ['privacy.moderation.p1'] },
      { id: 'rights', title: 'privacy.rights.title', items: ['privacy.rights.i1', 'privacy.rights.i2', 'privacy.rights.i3'] },
      { id: 'contact', title: 'privacy.contact.title', contact: 'privacy.contact.p1' },
    ],
  },
  terms: {
    title: 'terms.title',
    description: 'terms.description',
    intro: 'terms.intro',
    sections: [
      { id: 'service', title: 'terms.service.title', paragraphs: ['terms.service.p1'] },
      { id: 'account', title: 'terms.account.title', paragraphs: ['terms.account.p1'] },
      {
        id: 'submissions',
        title: 'terms.submissions.title',
        items: ['terms.submissions.i1', 'terms.submissions.i2', 'terms.submissions.i3'],
      },
      { id: 'public', title: 'terms.public.title', paragraphs: ['terms.public.p1'] },
      { id: 'warranty', title: 'terms.warranty.title', paragraphs: ['terms.warranty.p1'] },
      { id: 'ending', title: 'terms.ending.title', paragraphs: ['terms.ending.p1'] },
      { id: 'contact', title: 'terms.contact.title', contact: 'terms.contact.p1' },
    ],
  },
  cookies: {
    title: 'cookies.title',
    description: 'cookies.description',
    intro: 'cookies.intro',
    sections: [
      { id: 'session', title: 'cookies.session.title', paragraphs: ['cookies.session.p1'] },
      { id: 'language', title: 'cookies.language.title', paragraphs: ['cookies.language.p1'] },
      { id: 'none', title: 'cookies.none.title', paragraphs: ['cookies.none.p1'] },
      { id: 'control', title: 'cookies.control.title', paragraphs: ['cookies.control.p1'] },
      { id: 'contact', title: 'cookies.contact.title', contact: 'cookies.contact.p1' },
    ],
  },
} satisfies Record<'privacy' | 'terms' | 'cookies', LegalDocument>;

type LegalPageName = keyof typeof DOCUMENTS;
const ORDER: LegalPageName[] = ['privacy', 'terms', 'cookies'];

function pageFromPath(pathname: string): LegalPageName {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return (ORDER as string[]).includes(name) ? (name as LegalPageName) : 'privacy';
}

/** `/privacy`, `/terms`, `/cookies`. */
export function LegalPage() {
  const [pathname] = useLocation();
  const t = useTranslations(legalMessages);
  const format = useFormat();
  const name = pageFromPath(pathname);
  const doc: LegalDocument = DOCUMENTS[name];
  const email = t('contact.email');

  useDocumentHead({ title: t(doc.title), description: t(doc.description) });

  return (
    <Page className="max-w-3xl">
      <article data-testid={`legal-${name}`}>
        <header className="border-b border-line pb-6">
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink md:text-4xl">{t(doc.title)}</h1>
          <p className="mt-2 text-sm text-muted">{t('updated', { date: format.date(LAST_UPDATED, 'long') })}</p>
          <p className="mt-4 text-lg leading-relaxed text-ink-soft">{t(doc.intro)}</p>
        </header>
        <div className="flex flex-col gap-8 pt-8">
          {doc.sections.map((section) => (
            <section key={section.id} aria-labelledby={`${name}-${section.id}`}>
              <h2 id={`${name}-${section.id}`} className="text-xl font-semibold text-ink">
                {t(section.title)}
              </h2>
              {section.paragraphs?.map((key) => (
                <p key={key} className="mt-3 leading-relaxed text-ink-soft">
                  {t(key)}
                </p>
              ))}
              {section.items && (
                <ul className="mt-3 list-disc space-y-2 pl-6 leading-relaxed text-ink-soft marker:text-muted">
                  {section.items.map((key) => (
                    <li key={key}>{t(key)}</li>
                  ))}
                </ul>
              )}
              {section.contact && (
                <p className="mt-3 leading-relaxed text-ink-soft">
                  {t(section.contact)}{' '}
                  <a href={`mailto:${email}`} className="font-medium text-ink underline underline-offset-4">
                    {email}
                  </a>
                  .
                </p>
              )}
            </section>
          ))}
        </div>
        <nav aria-label={t('related')} className="mt-10 border-t border-line pt-6">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {ORDER.filter((other) => other !== name).map((other) => (
              <li key={other}>
                <Link href={paths[other].href()} className="font-medium text-ink underline underline-offset-4">
                  {t(DOCUMENTS[other].title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </article>
    </Page>
  );
}
