// A short log of past runs (publishes, backups): newest first, a row a run, the columns the page
// names. The cells wrap on a phone; a column marked phoneHidden is left out below 640 px.
import type { ReactNode } from 'react';

export interface RunsColumn<Run> {
  header: string;
  cell: (run: Run) => ReactNode;
  /** Classes of the column's cells, or of one run's cell (a failed run's result in maroon). */
  className?: string | ((run: Run) => string);
  phoneHidden?: boolean;
}

interface RunsTableProps<Run> {
  caption: string;
  /** What the page says before the first run. */
  empty: string;
  runs: readonly Run[];
  keyOf: (run: Run) => string;
  columns: ReadonlyArray<RunsColumn<Run>>;
}

export function RunsTable<Run>({ caption, empty, runs, keyOf, columns }: RunsTableProps<Run>) {
  if (runs.length === 0) return <p className="text-stone">{empty}</p>;
  const frame = (column: RunsColumn<Run>, index: number) =>
    ['py-2', index < columns.length - 1 ? 'pr-4' : '', column.phoneHidden ? 'hidden sm:table-cell' : ''].join(' ');
  return (
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-stone">
          <tr>
            {columns.map((column, index) => (
              <th key={column.header} scope="col" className={`${frame(column, index)} font-semibold`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line border-y border-line">
          {runs.map((run) => (
            <tr key={keyOf(run)}>
              {columns.map((column, index) => {
                const own = typeof column.className === 'function' ? column.className(run) : (column.className ?? '');
                return (
                  <td key={column.header} className={`${frame(column, index)} ${own}`}>
                    {column.cell(run)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
