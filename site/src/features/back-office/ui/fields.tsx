// Labelled select and textarea in TextField's style: the error sits under the control and is
// announced with it.
import { type ComponentProps, forwardRef, type ReactNode } from 'react';

const controlClass = (error: string | undefined) =>
  `block w-full border bg-white px-3.5 py-2.5 text-base text-charcoal outline-none transition-colors focus-visible:border-gold-deep focus-visible:outline-2 focus-visible:outline-offset-0 ${
    error ? 'border-maroon' : 'border-line'
  }`;

function FieldFrame({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-charcoal">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-maroon">
          {error}
        </p>
      )}
    </div>
  );
}

interface SelectFieldProps extends ComponentProps<'select'> {
  id: string;
  label: string;
  error?: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The empty first choice, e.g. "Select metal"; none where a choice is always made. */
  placeholder?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, error, options, placeholder, className, ...selectProps },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(error)}
        {...selectProps}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

interface TextAreaFieldProps extends ComponentProps<'textarea'> {
  id: string;
  label: string;
  error?: string | undefined;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { id, label, error, className, ...textareaProps },
  ref,
) {
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <textarea
        ref={ref}
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass(error)}
        {...textareaProps}
      />
    </FieldFrame>
  );
});
