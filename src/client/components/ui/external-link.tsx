import { Icon } from './icons';
import type { ReactNode } from 'react';
import { useTranslations } from '../../i18n/i18n';
import { detailMessages } from '../../i18n/messages/detail';
import { cn, unlessSet } from '../../lib/cn';

/** A link to another site: new tab, no opener, and says so to screen readers. */
export function ExternalLink({
  href,
  children,
  className,
  icon = true,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  icon?: boolean;
}) {
  const t = useTranslations(detailMessages);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'items-center',
        unlessSet(className, /^(inline-)?flex$/, 'inline-flex'),
        unlessSet(className, /^gap-/, 'gap-1.5'),
        className,
      )}
    >
      {children}
      {icon && <Icon name="external-link" aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />}
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}

/** 'https://www.example.com/a/' → 'example.com/a': what a person would read out. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\/(www\.)?/i, '').replace(/\/$/, '');
}
