import { useId } from 'react';
import { cn } from '../../lib/cn';
import { Select } from '../ui/select';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select whose first option ('' = all) clears the filter. */
export function SelectFilter({
  label,
  value,
  onChange,
  allLabel,
  options,
  className,
  name,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Label of the empty '' option (all); omit for a select without one. */
  allLabel?: string;
  options: SelectOption[];
  className?: string;
  name?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <Select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
