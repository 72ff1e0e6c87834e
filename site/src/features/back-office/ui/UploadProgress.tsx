// How far an upload has gone while a form's photos are sent: one bar for the request, in one part per
// photo (each as wide as its share of the bytes), with the photo being sent and the megabytes so far.
// Once every byte is out, it says the shop is storing them: the CMS checks and stores each photo
// before it answers.

/** Bytes of a request sent so far and in all, as the browser reports them. */
export interface UploadSent {
  sent: number;
  total: number;
}

/**
 * How much of each file has gone out (0 to 1), from the bytes of the whole request sent: a multipart
 * body is the form's fields, then the files in order, so what the request carries beyond the files
 * is counted as going first.
 */
export function sentOfEachFile(sizes: readonly number[], { sent, total }: UploadSent): number[] {
  const files = sizes.reduce((sum, size) => sum + size, 0);
  let left = Math.min(files, Math.max(0, sent - Math.max(0, total - files)));
  return sizes.map((size) => {
    const part = Math.min(size, left);
    left -= part;
    return size > 0 ? part / size : 1;
  });
}

const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

interface UploadProgressProps {
  /** What the bar is called, read out with it ("Uploading 3 photos"). */
  label: string;
  /** The files sent, in the order the request carries them. */
  files: readonly File[];
  /** Null until the browser has said how much has gone (or where it cannot say). */
  progress: UploadSent | null;
  className?: string;
}

export function UploadProgress({ label, files, progress, className = '' }: UploadProgressProps) {
  const shares = progress
    ? sentOfEachFile(
        files.map((file) => file.size),
        progress,
      )
    : files.map(() => 0);
  const percent = progress && progress.total > 0 ? Math.floor((100 * progress.sent) / progress.total) : 0;
  const sending = shares.findIndex((share) => share < 1);
  const status =
    progress === null
      ? 'Starting…'
      : progress.sent >= progress.total
        ? 'All sent: the shop is storing them…'
        : `${files.length > 1 ? `Photo ${Math.max(sending, 0) + 1} of ${files.length} · ` : ''}${megabytes(progress.sent)} of ${megabytes(progress.total)} MB sent`;

  return (
    <div className={`grid gap-1.5 ${className}`.trim()}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold text-charcoal">{label}</span>
        <span className="text-stone tabular-nums" aria-hidden="true">
          {percent} %
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent} %, ${status}`}
        className="flex h-2.5 gap-1"
      >
        {files.map((file, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the files do not change while they are sent
            key={index}
            title={file.name}
            className="h-full min-w-2 overflow-hidden bg-sand"
            style={{ flexGrow: Math.max(file.size, 1), flexBasis: 0 }}
          >
            <div
              className="h-full bg-gold-deep motion-safe:transition-[width] motion-safe:duration-300"
              style={{ width: `${(shares[index] ?? 0) * 100}%` }}
            />
          </div>
        ))}
      </div>
      <p className="text-sm text-stone">{status}</p>
    </div>
  );
}
