import { cn } from '../../lib/cn';
import { initials } from './initials-avatar';

/** A hue (0-359) from a title: the same title always gets the same colours, different ones differ. */
export function titleHue(title: string): number {
  let hash = 0;
  for (const char of title.trim().toLowerCase()) hash = (Math.imul(hash, 31) + char.codePointAt(0)!) | 0;
  return Math.abs(hash) % 360;
}

/**
 * The picture of a piece of work (a project or a portfolio item); without one, a cover made
 * from its title: its initials on a gradient in colours of its own, so no two cards look like
 * the same empty box.
 */
export function WorkCover({ title, image, className }: { title: string; image: string | null; className?: string }) {
  if (image) {
    return (
      <img src={image} alt="" loading="lazy" decoding="async" className={cn('aspect-video w-full bg-zinc-100 object-cover', className)} />
    );
  }
  const hue = titleHue(title);
  return (
    <div
      aria-hidden="true"
      data-testid="work-cover"
      className={cn('relative flex aspect-[3/1] items-center justify-center overflow-hidden', className)}
      style={{ backgroundImage: `linear-gradient(135deg, hsl(${hue} 55% 32%), hsl(${(hue + 50) % 360} 60% 16%))` }}
    >
      <span
        className="absolute -right-6 -bottom-10 h-32 w-32 rounded-full opacity-25"
        style={{ backgroundColor: `hsl(${(hue + 180) % 360} 70% 60%)` }}
      />
      <span className="relative font-display text-4xl font-bold tracking-tight text-white/90 select-none">{initials(title)}</span>
    </div>
  );
}
