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

export type BadgeTone = keyof typeof tones;

export function Badge({ className, tone = 'neutral', ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
