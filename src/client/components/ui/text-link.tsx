import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

/** An in-site link inside running text: underlined, darker on hover. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link className={cn('font-medium text-ink underline decoration-line underline-offset-4 hover:decoration-ink', className)} {...props} />
  );
}
