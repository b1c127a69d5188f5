import { Building2, CalendarDays, Trophy, Users, type IconComponent } from '../ui/icons';
import { paths } from '@shared/paths';

export interface NavItem {
  key: 'nav.rankings' | 'nav.people' | 'nav.agencies' | 'nav.festivals';
  href: string;
  icon: IconComponent;
  /** Path prefixes that make this tab the active one. */
  matches: (pathname: string) => boolean;
}

export const NAV_ITEMS: NavItem[] = [
  {
    key: 'nav.rankings',
    href: paths.rankings.href(),
    icon: Trophy,
    matches: (p) => p === '/' || p === '/rankings',
  },
  {
    key: 'nav.people',
    href: paths.people.href(),
    icon: Users,
    matches: (p) => p === '/people' || p.startsWith('/creative/') || p.startsWith('/creatives/'),
  },
  {
    key: 'nav.agencies',
    href: paths.agencies.href(),
    icon: Building2,
    matches: (p) => p === '/agencies' || p.startsWith('/agency/'),
  },
  {
    key: 'nav.festivals',
    href: paths.festivals.href(),
    icon: CalendarDays,
    matches: (p) => p === '/festivals' || p.startsWith('/festival/'),
  },
];
