// Records as their read goes, on the list pages and in the rate history: a loading line until they
// arrive, the read's failure with a Retry, then whatever shows them (a table, cards, a list). It
// renders no element of its own, so the page's layout is as if each were written in place.
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';

/** A read as TanStack Query gives it: what arrived, why it failed, and a way to read again. */
interface RecordsRead<Records> {
  data: Records | undefined;
  error: Error | null;
  refetch: () => unknown;
}

interface RecordsSectionProps<Records> {
  read: RecordsRead<Records>;
  /** The status line while the records are read: 'Loading categories…'. */
  loadingText: string;
  /**
   * Whether a failed re-read hides the records read before (the Product and Banner pages); otherwise
   * they stay in view under its reason.
   */
  hidesRecordsOnError?: boolean;
  children: (records: Records) => ReactNode;
}

export function RecordsSection<Records>({
  read,
  loadingText,
  hidesRecordsOnError = false,
  children,
}: RecordsSectionProps<Records>) {
  const { data, error } = read;
  const shown = error && hidesRecordsOnError ? undefined : data;
  return (
    <>
      {error && <LoadError error={error} onRetry={() => void read.refetch()} />}
      {data === undefined && !error && (
        <p role="status" className="text-stone">
          {loadingText}
        </p>
      )}
      {shown !== undefined && children(shown)}
    </>
  );
}
