import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

/** The one link of a card, stretched over the whole card (its nearest `relative` parent) so the card is one click target. */
export function CardLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn('after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none', className)} {...props} />;
}
