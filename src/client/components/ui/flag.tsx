import flagsUrl from 'virtual:flag-images';
import { useFormat } from '../../lib/format';
import { cn } from '../../lib/cn';

// Contained: the square image draws the flag centred in the box, as the SVG it is rendered from did.
const box = 'inline-block h-[1.1em] w-[1.35em] shrink-0 object-contain align-[-0.2em]';

/**
 * The flag of an ISO country code: Twemoji's drawing, one small cached PNG per country
 * (scripts/lib/flag-images.ts). Decorative by default; pass `labelled` when no country name is
 * shown next to it. The box has a fixed size in the text's em, so the image arriving after the
 * first paint moves nothing beside it.
 */
export function Flag({ code, labelled = false, className }: { code: string | null | undefined; labelled?: boolean; className?: string }) {
  const format = useFormat();
  if (!code || !/^[A-Za-z]{2}$/.test(code)) return null;
  const name = labelled ? format.country(code) : undefined;
  return (
    <img
      src={`${flagsUrl}${code.toLowerCase()}.png`}
      alt={name ?? ''}
      title={name}
      width={27}
      height={22}
      loading="lazy"
      decoding="async"
      draggable={false}
      className={cn(box, className)}
    />
  );
}
