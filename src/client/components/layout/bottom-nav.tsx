import { Icon } from '../ui/icons';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { cn } from '../../lib/cn';
import { NavLinks } from './nav-links';

/** Fixed tab bar on phones: Rankings, People, Agencies, Festivals. */
export function BottomNav() {
  const common = useTranslations(commonMessages);
  return (
    <nav
      aria-label={common('nav.bottom')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-paper/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <NavLinks
        listClassName="grid grid-cols-4"
        linkClassName={(active) =>
          cn('flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium', active ? 'text-ink' : 'text-muted')
        }
        icon={(item, active) => (
          <span className={cn('rounded-full px-4 py-1', active && 'bg-gold-soft')}>
            <Icon name={item.icon} aria-hidden="true" className="h-5 w-5" />
          </span>
        )}
      />
    </nav>
  );
}
