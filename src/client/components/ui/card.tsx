import type { ComponentProps, ReactNode } from 'react';
import { cn, TEXT_SIZE, unlessSet } from '../../lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border border-line bg-paper shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex p-5 pb-3',
        unlessSet(className, /^flex-(row|col)/, 'flex-col'),
        unlessSet(className, /^gap-/, 'gap-1'),
        className,
      )}
      {...props}
    />
  );
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return <h2 className={cn('font-semibold text-ink', unlessSet(className, TEXT_SIZE, 'text-lg'), className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5', unlessSet(className, /^pt-/, 'pt-0'), className)} {...props} />;
}

/** A card with a title and its content: the detail pages' side and section cards. */
export function TitledCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
