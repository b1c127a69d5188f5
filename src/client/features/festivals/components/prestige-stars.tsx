import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** 1 to 5 filled stars out of five; `label` is read instead of the icons. */
export function PrestigeStars({ value, label, className }: { value: number; label: string; className?: string }) {
  const stars = Math.min(5, Math.max(1, Math.round(value || 1)));
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('h-4 w-4', i < stars ? 'fill-gold text-gold' : 'fill-transparent text-zinc-300')}
        />
      ))}
    </span>
  );
}
