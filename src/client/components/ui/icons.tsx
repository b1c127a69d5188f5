import type { ComponentProps, JSX } from 'react';
import spriteUrl from 'virtual:icon-sprite';

export type IconProps = Omit<ComponentProps<'svg'>, 'children'>;
/** An icon drawn from the sprite; lucide-react's props for what the site uses (class, size, labels). */
export type IconComponent = (props: IconProps) => JSX.Element;

/**
 * A lucide icon by its lucide name. The drawing is a symbol of the sprite that scripts/lib/icon-sprite.ts
 * builds from the names below (one cached file), so a page's JavaScript carries no drawings. As with
 * lucide, an icon without a label or role is hidden from screen readers.
 */
function icon(name: string): IconComponent {
  const href = `${spriteUrl}#${name}`;
  return function SpriteIcon(props) {
    return (
      <svg
        aria-hidden={props['aria-label'] || props.role ? undefined : true}
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
      >
        <use href={href} />
      </svg>
    );
  };
}

export const ArrowDown = icon('arrow-down');
export const ArrowUp = icon('arrow-up');
export const Award = icon('award');
export const BadgeCheck = icon('badge-check');
export const Building2 = icon('building-complex');
export const CalendarDays = icon('calendar-days');
export const CalendarPlus = icon('calendar-plus');
export const CalendarX = icon('calendar-x');
export const Check = icon('check');
export const ChevronDown = icon('chevron-down');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const CircleAlert = icon('circle-exclamation-point');
export const CircleCheck = icon('circle-check');
export const CircleSlash = icon('circle-slash');
export const CircleX = icon('circle-x');
export const Clock = icon('clock');
export const Copy = icon('copy');
export const Download = icon('download');
export const ExternalLink = icon('external-link');
export const Eye = icon('eye');
export const EyeOff = icon('eye-off');
export const FileUp = icon('file-up');
export const FolderOpen = icon('folder-open');
export const Globe = icon('globe');
export const Globe2 = icon('earth');
export const Info = icon('info');
export const KeyRound = icon('key-round');
export const LayoutDashboard = icon('layout-dashboard');
export const Loader2 = icon('loader-circle');
export const LogOut = icon('log-out');
export const Mail = icon('mail');
export const MailWarning = icon('mail-exclamation-point');
export const MapPin = icon('map-pin');
export const Medal = icon('medal');
export const Menu = icon('menu');
export const Minus = icon('minus');
export const Pause = icon('pause');
export const Phone = icon('phone');
export const Play = icon('play');
export const Plus = icon('plus');
export const Rss = icon('rss');
export const Search = icon('search');
export const ShieldCheck = icon('shield-check');
export const SlidersHorizontal = icon('sliders-horizontal');
export const Sparkles = icon('sparkles');
export const Star = icon('star');
export const Tag = icon('tag');
export const Timer = icon('timer');
export const Trash2 = icon('trash');
export const Trophy = icon('trophy');
export const UserRound = icon('user-round');
export const UserX = icon('user-x');
export const Users = icon('users');
export const X = icon('x');
