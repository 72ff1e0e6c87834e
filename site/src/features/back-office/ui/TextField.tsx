// A labelled form input whose error sits under it and is announced with it (aria-describedby).
import { type ComponentProps, forwardRef, type ReactNode } from 'react';

interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** A control inside the input's frame, e.g. a show/hide button. */
  trailing?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, trailing, className, ...inputProps },
  ref,
) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-charcoal">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full border bg-white px-3.5 py-2.5 text-base text-charcoal outline-none transition-colors focus-visible:border-gold-deep focus-visible:outline-2 focus-visible:outline-offset-0 ${
            error ? 'border-maroon' : 'border-line'
          } ${trailing ? 'pr-11' : ''}`}
          {...inputProps}
        />
        {trailing}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-maroon">
          {error}
        </p>
      )}
    </div>
  );
});
