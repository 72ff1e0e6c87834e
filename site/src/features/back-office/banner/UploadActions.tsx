// The foot of a banner dialog: Cancel, and the upload button that says when it is uploading.
import LoaderCircle from 'lucide-react/icons/loader-circle';

export function UploadActions({ label, busy, onCancel }: { label: string; busy: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy}>
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
