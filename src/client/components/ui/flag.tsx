import { flagEmoji } from '../../lib/flags';
import { useFormat } from '../../lib/format';
import { cn } from '../../lib/cn';

/**
 * The flag of an ISO country code as an emoji (no image requests). Decorative by default;
 * pass `labelled` when no country name is shown next to it.
 */
export function Flag({ code, labelled = false, className }: { code: string | null | undefined; labelled?: boolean; className?: string }) {
  const format = useFormat();
  const emoji = flagEmoji(code);
  if (!emoji) return null;
  return labelled ? (
    <span role="img" aria-label={format.country(code)} title={format.country(code)} className={cn('font-flag leading-none', className)}>
      {emoji}
    </span>
  ) : (
    <span aria-hidden="true" className={cn('font-flag leading-none', className)}>
      {emoji}
    </span>
  );
}
