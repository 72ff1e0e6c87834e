// The Cancel and Save row at the foot of the back office's forms. While a save is in flight neither
// can be pressed: nothing is sent twice, and nothing half-sent is abandoned.
import type { ReactNode } from 'react';

interface FormActionsProps {
  /** A save is in flight: the submit button says `busyLabel`. */
  busy: boolean;
  onCancel: () => void;
  /** The submit button's text when not saving. */
  submitLabel?: string;
  /** The submit button's text while it is in flight ('Turning off…' for 'Turn off'). */
  busyLabel?: string;
  /** The submit button waits for something besides the save (data still loading). */
  submitDisabled?: boolean;
  /** A long form's row: a rule above it, and on phones the buttons stacked, Save on top. */
  ruled?: boolean;
  /** More classes for the row (its place in a grid). */
  className?: string;
  /** Another way to save, between Cancel and the submit button (a new product's Save as draft). */
  secondary?: ReactNode;
}

export function FormActions({
  busy,
  onCancel,
  submitLabel = 'Save',
  busyLabel = 'Saving…',
  submitDisabled = false,
  ruled = false,
  className = '',
  secondary,
}: FormActionsProps) {
  const layout = ruled
    ? 'flex flex-col-reverse gap-3 border-line border-t pt-4 sm:flex-row sm:justify-end'
    : 'flex justify-end gap-3';
  return (
    <div className={`${layout} ${className}`.trim()}>
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      {secondary}
      <button type="submit" className="btn btn-primary" disabled={busy || submitDisabled}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
