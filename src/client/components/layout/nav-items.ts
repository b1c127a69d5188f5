import type { IconName } from '../ui/icons';
import { paths } from '@shared/paths';

export interface NavItem {
  key: 'nav.rankings' | 'nav.people' | 'nav.agencies' | 'nav.festivals';
  href: string;
  icon: IconName;
  /** Path prefixes that make this tab the active one. */
  matches: (pathname: string) => boolean;
}

export const NAV_ITEMS: NavItem[] = [
  {
    key: 'nav.rankings',
    href: paths.rankings.href(),
    icon: 'trophy',
    matches: (p) => p === '/' || p === '/rankings',
  },
  {
    key: 'nav.people',
    href: paths.people.href(),
    icon: 'users',
    matches: (p) => p === '/people' || p.startsWith('/creative/') || p.startsWith('/creatives/'),
  },
  {
    key: 'nav.agencies',
    href: paths.agencies.href(),
    icon: 'building-complex',
    matches: (p) => p === '/agencies' || p.startsWith('/agency/'),
  },
  {
    key: 'nav.festivals',
    href: paths.festivals.href(),
    icon: 'calendar-days',
    matches: (p) => p === '/festivals' || p.startsWith('/festival/'),
  },
];
