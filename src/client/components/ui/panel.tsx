import { Icon, type IconName } from './icons';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A rounded section with an icon and a title that names it for screen readers; dark or light. */
export function Panel({
  icon,
  title,
  dark = false,
  className,
  children,
}: {
  icon: IconName;
  title: string;
  dark?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-2xl border border-line p-5 shadow-sm', dark ? 'bg-ink text-white' : 'bg-paper', className)}
    >
      <h2 id={titleId} className={cn('flex items-center gap-2 text-lg font-bold', !dark && 'text-ink')}>
        <Icon name={icon} aria-hidden="true" className={cn('h-5 w-5', dark ? 'text-gold' : 'text-gold-ink')} />
        {title}
      </h2>
      {children}
    </section>
  );
}
