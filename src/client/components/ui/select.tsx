import { Icon } from './icons';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A styled native <select>: the platform's own picker on phones, full keyboard support and no
 * extra JavaScript on list pages (see CONVENTIONS.md).
 */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-10 w-full appearance-none rounded-md border border-zinc-300 bg-white pr-9 pl-3 text-sm text-ink',
          'focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ink',
          'cursor-pointer disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        {children}
      </select>
      <Icon
        name="chevron-down"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-zinc-500"
      />
    </div>
  );
}
