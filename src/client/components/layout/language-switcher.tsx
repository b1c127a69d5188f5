import { Icon } from '../ui/icons';
import { useId } from 'react';
import { LANGUAGES } from '../../i18n/define-messages';
import { useLanguage, useTranslations } from '../../i18n/i18n';
import { layoutMessages } from '../../i18n/messages/layout';
import { cn } from '../../lib/cn';
import { useDisclosure } from '../../lib/use-disclosure';

/**
 * English / Español, remembered in a cookie the server reads (see i18n/language.ts). A small disclosure
 * rather than a Radix menu: it sits in every page's first load, where each KB counts.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const t = useTranslations(layoutMessages);
  const { open, setOpen, rootRef, buttonRef } = useDisclosure();
  const listId = useId();

  return (
    <div ref={rootRef} className={cn('relative', className)}>
      <button
        ref={buttonRef}
        type="button"
        className="inline-flex h-10 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-ink hover:bg-zinc-100"
        aria-label={t('language.current', { language: t(`language.${language}`) })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="globe" aria-hidden="true" className="h-4 w-4" />
        <span aria-hidden="true">{language.toUpperCase()}</span>
      </button>
      <ul
        id={listId}
        hidden={!open}
        aria-label={t('language.label')}
        className="absolute top-full right-0 z-50 mt-1.5 min-w-40 rounded-lg border border-line bg-paper p-1 shadow-lg"
      >
        {LANGUAGES.map((option) => (
          <li key={option}>
            <button
              type="button"
              lang={option}
              aria-current={language === option ? 'true' : undefined}
              onClick={() => {
                setLanguage(option);
                setOpen(false);
                buttonRef.current?.focus();
              }}
              className="flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm text-ink hover:bg-zinc-100"
            >
              <Icon name="check" aria-hidden="true" className={cn('h-4 w-4', language !== option && 'invisible')} />
              {t(`language.${option}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The same choice as two buttons, for the mobile menu. */
export function LanguageButtons({ className }: { className?: string }) {
  const { language, setLanguage } = useLanguage();
  const t = useTranslations(layoutMessages);
  return (
    <div role="group" aria-label={t('language.label')} className={cn('flex gap-2', className)}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
          className={cn(
            'h-10 flex-1 rounded-md border text-sm font-medium',
            language === option ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink hover:bg-zinc-100',
          )}
        >
          {t(`language.${option}`)}
        </button>
      ))}
    </div>
  );
}
