import { cn } from '../../lib/cn';

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
}: {
  name: string;
  src?: string | null;
  className?: string;
  square?: boolean;
}) {
  const shape = square ? 'rounded-lg' : 'rounded-full';
  if (src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        className={cn('h-12 w-12 shrink-0 bg-zinc-100 object-cover', shape, className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex h-12 w-12 shrink-0 items-center justify-center bg-zinc-800 font-semibold text-white select-none',
        shape,
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
