// The foot of a banner dialog: Cancel, and the upload button that says when it is uploading, and
// waits while a chosen picture is made lighter; above them, while the pictures go out, how far.
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { UploadProgress, type UploadSent } from '../ui/UploadProgress';

interface UploadActionsProps {
  label: string;
  busy: boolean;
  /** A chosen picture is being made lighter: Upload waits for it. */
  preparing?: boolean;
  onCancel: () => void;
  /** While the pictures go out: the files sent and the bytes gone. */
  progress?: { files: readonly File[]; progress: UploadSent | null } | null;
}

export function UploadActions({ label, busy, preparing = false, onCancel, progress = null }: UploadActionsProps) {
  return (
    <div className="grid gap-4">
      {progress && (
        <UploadProgress
          label={progress.files.length === 1 ? 'Uploading the picture' : `Uploading ${progress.files.length} pictures`}
          files={progress.files}
          progress={progress.progress}
        />
      )}
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
    </div>
  );
}
