// The foot of a banner dialog: Cancel, and the upload button that says when it is uploading, and
// waits while a chosen picture is made lighter.
import LoaderCircle from 'lucide-react/icons/loader-circle';

interface UploadActionsProps {
  label: string;
  busy: boolean;
  /** A chosen picture is being made lighter: Upload waits for it. */
  preparing?: boolean;
  onCancel: () => void;
}

export function UploadActions({ label, busy, preparing = false, onCancel }: UploadActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
      {preparing && (
        <p role="status" className="text-sm text-stone sm:mr-auto">
          Making the picture lighter to send…
        </p>
      )}
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy || preparing}>
        {busy ? (
          <>
            <LoaderCircle size={16} aria-hidden="true" className="animate-spin" />
            Uploading…
          </>
        ) : (
          label
        )}
      </button>
    </div>
  );
}
