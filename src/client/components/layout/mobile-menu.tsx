import { Link, useLocation } from 'wouter';
import { MobileAccountLinks } from '../../features/auth/components/header-account';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { layoutMessages } from '../../i18n/messages/layout';
import { cn } from '../../lib/cn';
import { Dialog, DialogContent, DialogTitle } from '../ui/dialog';
import { LanguageButtons } from './language-switcher';
import { NAV_ITEMS } from './nav-items';

/** The phone menu: a sheet from the left with the tabs, the language and the account. Loaded on first open. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations(layoutMessages);
  const common = useTranslations(commonMessages);
  const [pathname] = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" closeLabel={t('menu.close')} aria-describedby={undefined}>
        <DialogTitle>{t('menu.title')}</DialogTitle>
        <nav aria-label={common('nav.main')} className="mt-6">
          <ul className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => {
              const active = item.matches(pathname);
              const Icon = item.icon;
              return (
                <li key={item.key}>
                  <Link
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    onClick={() => onOpenChange(false)}
                    className={cn(
                      'flex h-11 items-center gap-3 rounded-md px-3 text-base font-medium',
                      active ? 'bg-gold-soft text-ink' : 'text-ink hover:bg-zinc-100',
                    )}
                  >
                    <Icon aria-hidden="true" className="h-5 w-5" />
                    {common(item.key)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mt-8 flex flex-col gap-3 border-t border-line pt-6">
          <LanguageButtons />
          <MobileAccountLinks onNavigate={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
