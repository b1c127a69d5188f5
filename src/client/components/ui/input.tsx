import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-10 w-full rounded-md border border-zinc-300 bg-white px-3 text-sm text-ink placeholder:text-zinc-500',
        'focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ink',
        'disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}

/** An email address field: the right keyboard on phones and the browser's autofill. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="email" name="email" autoComplete="email" inputMode="email" {...props} />;
}
