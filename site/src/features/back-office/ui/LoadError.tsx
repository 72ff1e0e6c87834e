// A read that failed: its message, announced, and a way to try again.
export function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 text-sm text-maroon">
      <p>{error.message}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
