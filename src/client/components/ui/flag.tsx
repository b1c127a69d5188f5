import { flagEmoji } from '../../lib/flags';
import { useFormat } from '../../lib/format';
import { cn, TEXT_SIZE, unlessSet } from '../../lib/cn';

const box = 'font-flag inline-block w-[1.35em] shrink-0 overflow-hidden text-center whitespace-nowrap';

/**
 * The flag of an ISO country code as an emoji (no image requests). Decorative by default;
 * pass `labelled` when no country name is shown next to it. The box has a fixed width so the
 * flag font arriving after the first paint (font-display: swap) moves nothing beside it.
 */
export function Flag({ code, labelled = false, className }: { code: string | null | undefined; labelled?: boolean; className?: string }) {
  const format = useFormat();
  const emoji = flagEmoji(code);
  if (!emoji) return null;
  // A font size given by the caller brings its own line height.
  const classes = cn(box, unlessSet(className, TEXT_SIZE, 'leading-none'), className);
  return labelled ? (
    <span role="img" aria-label={format.country(code)} title={format.country(code)} className={classes}>
      {emoji}
    </span>
  ) : (
    <span aria-hidden="true" className={classes}>
      {emoji}
    </span>
  );
}
