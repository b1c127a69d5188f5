import { Icon } from '../ui/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';
import { cn } from '../../lib/cn';

/**
 * Free-text filter: local while typing, reported 300 ms after the last keystroke, and kept in
 * step when the value changes from outside (Back, Clear filters).
 */
export function SearchFilter({
  value,
  onChange,
  label,
  placeholder,
  className,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const reported = useRef(value);

  useEffect(() => {
    if (value !== reported.current) {
      reported.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === reported.current.trim()) return;
    const timer = window.setTimeout(() => {
      reported.current = text.trim();
      onChange(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, onChange]);

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <Icon
          name="search"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-zinc-500"
        />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          className="h-10 w-full rounded-md border border-zinc-300 bg-white pr-3 pl-9 text-sm text-ink placeholder:text-zinc-500 focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ink"
        />
      </div>
    </div>
  );
}
