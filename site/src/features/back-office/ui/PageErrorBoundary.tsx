// A section page that fails to draw (a fault of ours, or an answer it did not expect) says so in its
// place, with what failed, while the sidebar and header stay: the admin can try again or go
// elsewhere, where without a boundary React leaves the whole back office blank. Try again forgets
// the answers read so far, so the page draws from fresh ones. react-error-boundary: the maintained
// boundary component (React has error boundaries only as class components).
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps, getErrorMessage } from 'react-error-boundary';

export const PAGE_FAILED_MESSAGES = {
  title: 'This page could not be shown.',
  advice:
    'Nothing already saved is lost. Try again, or reload the back office; if it keeps happening, tell whoever looks after the website what it says above.',
} as const;

function PageFailed({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <div role="alert" className="grid max-w-xl gap-3 border border-maroon/40 bg-white p-5 sm:p-6">
      <p className="font-semibold text-maroon">{PAGE_FAILED_MESSAGES.title}</p>
      <p className="break-words font-mono text-sm text-charcoal">{getErrorMessage(error) ?? String(error)}</p>
      <p className="text-sm text-stone">{PAGE_FAILED_MESSAGES.advice}</p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => resetErrorBoundary()}>
          Try again
        </button>
        <a href="/admin/dashboard" className="btn btn-outline">
          Dashboard
        </a>
      </div>
    </div>
  );
}

/** Around one section page; another page (`page` changing) starts afresh. */
export function PageErrorBoundary({ page, children }: { page: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <ErrorBoundary FallbackComponent={PageFailed} resetKeys={[page]} onReset={() => void queryClient.resetQueries()}>
      {children}
    </ErrorBoundary>
  );
}
