import type { ComponentProps, ReactNode } from 'react';
import { cn, unlessSet } from '../../lib/cn';

/** The page's content column (max width and side padding shared by every screen). */
export function Page({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('mx-auto w-full px-4 py-8 lg:px-8 lg:py-10', unlessSet(className, /^max-w-/, 'max-w-7xl'), className)} {...props} />
  );
}

/** The page's single <h1> with an optional lead paragraph and actions on the right. */
export function PageHeading({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-4 md:flex-row md:items-end md:justify-between', unlessSet(className, /^mb-/, 'mb-8'), className)}>
      <div>
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink md:text-4xl">{title}</h1>
        {description && <p className="mt-2 max-w-2xl text-base text-muted">{description}</p>}
      </div>
      {actions}
    </div>
  );
}
