/** A segmented tab list (the `.seg` look): one button per option, the selected one marked for assistive tech too. */
export function SegTabs<K extends string>({
  options,
  value,
  onChange,
  label,
  className,
}: {
  options: readonly (readonly [K, string])[];
  value: NoInfer<K>;
  onChange(key: NoInfer<K>): void;
  /** The list's accessible name. */
  label: string;
  className?: string;
}) {
  return (
    <div className={`seg${className ? ` ${className}` : ''}`} role="tablist" aria-label={label}>
      {options.map(([key, text]) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={value === key}
          className={`seg__opt${value === key ? ' is-on' : ''}`}
          onClick={() => onChange(key)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
