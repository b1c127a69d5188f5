import { clsx, type ClassValue } from 'clsx';

/** Joins class names. Nothing merges conflicting utilities: a default a caller may replace goes through `unlessSet`. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/** The font-size utilities (they set the line height too). */
export const TEXT_SIZE = /^text-(xs|sm|base|lg|\d?xl)$/;

/**
 * A component's default `classes`, left out when the caller's `className` has its own utility
 * (without a variant prefix) matching `utility`: `unlessSet(className, /^rounded/, 'rounded-md')`.
 */
export function unlessSet(className: string | undefined, utility: RegExp, classes: string): string {
  return className?.split(/\s+/).some((name) => utility.test(name)) ? '' : classes;
}
