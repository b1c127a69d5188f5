import { Icon } from '../ui/icons';
import { MobileAccountLinks } from '../../features/auth/components/user-menu';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { layoutMessages } from '../../i18n/messages/layout';
import { cn } from '../../lib/cn';
import { Dialog, DialogContent, DialogTitle } from '../ui/dialog';
import { LanguageButtons } from './language-switcher';
import { NavLinks } from './nav-links';

/** The phone menu: a sheet from the left with the tabs, the language and the account. Loaded on first open. */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations(layoutMessages);
  const common = useTranslations(commonMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="left" closeLabel={t('menu.close')} aria-describedby={undefined}>
        <DialogTitle>{t('menu.title')}</DialogTitle>
        <nav aria-label={common('nav.main')} className="mt-6">
          <NavLinks
            listClassName="flex flex-col gap-1"
            linkClassName={(active) =>
              cn(
                'flex h-11 items-center gap-3 rounded-md px-3 text-base font-medium',
                active ? 'bg-gold-soft text-ink' : 'text-ink hover:bg-zinc-100',
              )
            }
            icon={(item) => <Icon name={item.icon} aria-hidden="true" className="h-5 w-5" />}
            onNavigate={() => onOpenChange(false)}
          />
        </nav>
        <div className="mt-8 flex flex-col gap-3 border-t border-line pt-6">
          <LanguageButtons />
          <MobileAccountLinks onNavigate={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
