import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { useTranslations } from '../../i18n/i18n';
import { footerMessages } from '../../i18n/messages/footer';
import { Logo } from './header';
import { Icon } from '../ui/icons';
import { useNow } from '../../app/render-env';

const SOCIAL_LINKS = [
  { name: 'Twitter', href: 'https://twitter.com/palmares', mark: 'x-twitter' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/palmares', mark: 'linkedin' },
  { name: 'Instagram', href: 'https://www.instagram.com/palmares', mark: 'instagram' },
] as const;

export function Footer() {
  const t = useTranslations(footerMessages);
  const year = new Date(useNow()).getUTCFullYear();
  return (
    <footer id="site-footer" className="mt-16 border-t border-line bg-paper">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-10 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-sm">
          <Logo />
          <p className="mt-3 text-sm text-muted">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.legal')}>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link href={paths.privacy.href()} className="text-ink-soft hover:text-ink hover:underline">
                {t('footer.privacy')}
              </Link>
            </li>
            <li>
              <Link href={paths.terms.href()} className="text-ink-soft hover:text-ink hover:underline">
                {t('footer.terms')}
              </Link>
            </li>
            <li>
              <Link href={paths.cookies.href()} className="text-ink-soft hover:text-ink hover:underline">
                {t('footer.cookies')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.social')}>
          <ul className="flex gap-2">
            {SOCIAL_LINKS.map(({ name, href, mark }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} ${t('footer.newTab')}`}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-line text-ink-soft hover:border-ink hover:text-ink"
                >
                  <Icon name={mark} className="h-4.5 w-4.5" />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-muted lg:px-8">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
