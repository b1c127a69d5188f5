import type { ComponentProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';
import type { BrandName } from './brand-marks';

/**
 * The lucide icons the site draws, by their lucide names: scripts/lib/icon-sprite.ts puts each in
 * the sprite (one cached file), so no page's JavaScript carries a drawing. A new icon is a name here.
 */
export type IconName =
  | 'arrow-down'
  | 'arrow-up'
  | 'award'
  | 'badge-check'
  | 'building-complex'
  | 'calendar-days'
  | 'calendar-plus'
  | 'calendar-x'
  | 'check'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'circle-check'
  | 'circle-exclamation-point'
  | 'circle-slash'
  | 'circle-x'
  | 'clock'
  | 'copy'
  | 'download'
  | 'earth'
  | 'external-link'
  | 'eye'
  | 'eye-off'
  | 'file-up'
  | 'folder-open'
  | 'globe'
  | 'info'
  | 'key-round'
  | 'layout-dashboard'
  | 'loader-circle'
  | 'log-out'
  | 'mail'
  | 'mail-exclamation-point'
  | 'map-pin'
  | 'medal'
  | 'menu'
  | 'minus'
  | 'pause'
  | 'phone'
  | 'play'
  | 'plus'
  | 'rss'
  | 'search'
  | 'shield-check'
  | 'sliders-horizontal'
  | 'sparkles'
  | 'star'
  | 'tag'
  | 'timer'
  | 'trash'
  | 'trophy'
  | 'user-round'
  | 'user-x'
  | 'users'
  | 'x';

export type IconProps = Omit<ComponentProps<'svg'>, 'children'> & { name: IconName | BrandName };

/**
 * A lucide icon or a brand mark from the sprite, whose symbols carry lucide's drawing attributes
 * (scripts/lib/icon-sprite.ts); without a label or role it is hidden from screen readers, as with lucide.
 */
export function Icon({ name, ...props }: IconProps) {
  return (
    <svg aria-hidden={props['aria-label'] || props.role ? undefined : true} width="24" height="24" {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
