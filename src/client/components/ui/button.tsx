import type { ComponentProps } from 'react';
import { cn, unlessSet } from '../../lib/cn';

const variants = {
  primary: 'bg-ink text-white hover:bg-ink-soft',
  secondary: 'bg-white text-ink border border-line hover:bg-zinc-100',
  ghost: 'text-ink hover:bg-zinc-100',
  gold: 'bg-gold text-ink hover:bg-amber-400',
  danger: 'bg-down text-white hover:bg-red-800',
  link: 'text-ink underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'px-3 text-sm',
  md: 'px-4 text-sm',
  lg: 'px-6 text-base',
  icon: 'w-10',
} as const;

/** Apart, so that a caller's height replaces it. */
const heights = { sm: 'h-8', md: 'h-10', lg: 'h-12', icon: 'h-10' } as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
};

export function buttonClasses({ variant = 'primary', size = 'md', className }: Pick<ButtonProps, 'variant' | 'size' | 'className'> = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50 cursor-pointer',
    variants[variant],
    sizes[size],
    unlessSet(className, /^h-/, heights[size]),
    className,
  );
}

/** A button; a link that looks like one is `<Link className={buttonClasses()}>`. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
