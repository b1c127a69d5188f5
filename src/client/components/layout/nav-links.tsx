import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { NAV_ITEMS, type NavItem } from './nav-items';

/** The four sections as a list of links, the current one marked; each place styles it its own way. */
export function NavLinks({
  listClassName,
  linkClassName,
  icon,
  onNavigate,
}: {
  listClassName: string;
  linkClassName: (active: boolean) => string;
  icon?: (item: NavItem, active: boolean) => ReactNode;
  onNavigate?: () => void;
}) {
  const common = useTranslations(commonMessages);
  const [pathname] = useLocation();
  return (
    <ul className={listClassName}>
      {NAV_ITEMS.map((item) => {
        const active = item.matches(pathname);
        return (
          <li key={item.key}>
            <Link href={item.href} aria-current={active ? 'page' : undefined} onClick={onNavigate} className={linkClassName(active)}>
              {icon?.(item, active)}
              {common(item.key)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
