import { Link, useLocation } from 'wouter';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { cn } from '../../lib/cn';
import { NAV_ITEMS } from './nav-items';

/** Fixed tab bar on phones: Rankings, People, Agencies, Festivals. */
export function BottomNav() {
  const common = useTranslations(commonMessages);
  const [pathname] = useLocation();
  return (
    <nav
      aria-label={common('nav.bottom')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-paper/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {NAV_ITEMS.map((item) => {
          const active = item.matches(pathname);
          const Icon = item.icon;
          return (
            <li key={item.key}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium',
                  active ? 'text-ink' : 'text-muted',
                )}
              >
                <span className={cn('rounded-full px-4 py-1', active && 'bg-gold-soft')}>
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                {common(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
