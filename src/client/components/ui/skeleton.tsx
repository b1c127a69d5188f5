import type { ComponentProps } from 'react';
import { cn, unlessSet } from '../../lib/cn';

/** A grey placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'animate-pulse',
        unlessSet(className, /^rounded/, 'rounded-md'),
        unlessSet(className, /^bg-/, 'bg-zinc-200'),
        className,
      )}
      {...props}
    />
  );
}
