import { cn, unlessSet } from '../../lib/cn';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

/** The picture when there is one, else the initials on a tinted disc. */
export function Avatar({
  name,
  src,
  className,
  square = false,
  priority = false,
}: {
  name: string;
  src?: string | null;
  className?: string;
  square?: boolean;
  /** The page's main picture (its largest paint): fetched at once, first. */
  priority?: boolean;
}) {
  // The caller's size, corners and background replace the defaults.
  const box = cn(
    unlessSet(className, /^(h|w|size)-/, 'h-12 w-12'),
    unlessSet(className, /^rounded/, square ? 'rounded-lg' : 'rounded-full'),
  );
  if (src) {
    return (
      <img
        src={src}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className={cn('shrink-0 object-cover', box, unlessSet(className, /^bg-/, 'bg-zinc-100'), className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center font-semibold text-white select-none',
        box,
        unlessSet(className, /^bg-/, 'bg-zinc-800'),
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
