// A modal dialog: focus moves into it and stays there, Escape or the backdrop closes it (unless it is
// busy saving), and focus returns to where it was. jsdom has no <dialog>.showModal, so the tests
// could not drive a native one.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalProps {
  title: string;
  /** A sentence under the title, read out with it. */
  description?: string;
  children?: ReactNode;
  onClose: () => void;
  /** While true, Escape and the backdrop do nothing: a save in flight is not abandoned. */
  busy?: boolean;
  size?: keyof typeof WIDTHS;
}

const WIDTHS = { small: 'max-w-sm', medium: 'max-w-3xl', large: 'max-w-5xl' } as const;

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ title, description, children, onClose, busy = false, size = 'small' }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    // What the dialog marks data-autofocus (the safe answer to a risky question, before its fields),
    // else the first field for a form, else the first button (Cancel, for a question).
    const first =
      dialog?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog?.querySelector<HTMLElement>('input, select, textarea') ??
      dialog?.querySelector('button');
    first?.focus();
    return () => previouslyFocused?.focus();
  }, []);

  const close = () => {
    if (!busy) onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:items-center">
      <div
        className="fixed inset-0 bg-charcoal/40 motion-safe:animate-backdrop-in"
        aria-hidden="true"
        onClick={close}
      />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        onKeyDown={onKeyDown}
        className={`relative my-auto w-full border border-line bg-ivory p-5 shadow-xl sm:p-6 motion-safe:animate-dialog-in ${WIDTHS[size]}`}
      >
        <h2 id={titleId} className="text-2xl text-charcoal">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-2 text-stone">
            {description}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
