import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  neutral: 'bg-zinc-100 text-zinc-800 border-zinc-200',
  gold: 'bg-gold-soft text-gold-ink border-amber-200',
  green: 'bg-green-50 text-green-800 border-green-200',
  blue: 'bg-blue-50 text-blue-800 border-blue-200',
  red: 'bg-red-50 text-red-800 border-red-200',
  grey: 'bg-zinc-100 text-zinc-700 border-zinc-300',
  dark: 'bg-ink text-white border-ink',
} as const;

const sizes = {
  md: 'border px-2 py-0.5 font-medium',
  /** Borderless and a little larger: beside a page's title. */
  lg: 'px-2.5 py-1 font-semibold',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  className,
  tone = 'neutral',
  size = 'md',
  ...props
}: ComponentProps<'span'> & { tone?: BadgeTone; size?: keyof typeof sizes }) {
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full text-xs whitespace-nowrap', sizes[size], tones[tone], className)}
      {...props}
    />
  );
}
