// A dry run's (or an apply's) report: the counts, the columns the shop ignored, and a table of every
// row that does something or cannot (an unchanged row is only counted): its row number as Excel
// shows it, its SKU, and what happens, each error by column, each update's changes, and the rate
// guard's warnings marked. On a phone each row is a card.
import type { ImportReport, ImportRow } from '@suvarna/domain';

const ACTION_LABELS: Record<ImportRow['action'], string> = {
  create: 'New piece',
  update: 'Update',
  unchanged: 'Unchanged',
  error: 'Error',
};

const COUNTS = [
  ['created', 'Created'],
  ['updated', 'Updated'],
  ['unchanged', 'Unchanged'],
  ['failed', 'Errors'],
] as const;

const CELL = 'px-3 py-2 align-top max-md:block max-md:px-0 max-md:py-0.5';

/**
 * Whether a message begins with its column's name: as the sheet has it ("net_weight: …"), or in the
 * product form's words ("Gender: required!", "Net weight must …", "SKU "X" is in row 2 already").
 */
const namesColumn = (column: string, message: string) =>
  message.startsWith(`${column}:`) || message.toLowerCase().startsWith(column.replaceAll('_', ' ').toLowerCase());

/** An issue under its column's name, unless its message names the column already. */
const onColumn = ({ column, message }: { column: string; message: string }) =>
  namesColumn(column, message) ? (
    message
  ) : (
    <>
      <span className="font-semibold">{column}</span>: {message}
    </>
  );

function RowDetails({ row }: { row: ImportRow }) {
  return (
    <ul className="grid gap-1">
      {row.errors.map((issue) => (
        <li key={`e-${issue.column}-${issue.message}`} className="text-maroon wrap-anywhere">
          {onColumn(issue)}
        </li>
      ))}
      {row.warnings.map((issue) => (
        <li key={`w-${issue.column}-${issue.message}`} className="bg-amber-50 px-1 font-semibold text-charcoal">
          <span className="sr-only">Warning: </span>⚠ {onColumn(issue)}
        </li>
      ))}
      {row.changes.map((change) => (
        <li key={`c-${change.field}`} className="wrap-anywhere">
          <span className="font-semibold">{change.field}</span>: {change.from || '—'} → {change.to || '—'}
        </li>
      ))}
    </ul>
  );
}

export function ImportReportTable({ report }: { report: ImportReport }) {
  const rows = report.rows.filter((row) => row.action !== 'unchanged');
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {COUNTS.map(([key, label]) => (
          <div
            key={key}
            className={`border p-3 ${key === 'failed' && report.failed > 0 ? 'border-maroon' : 'border-line'}`}
          >
            <dt className="text-xs tracking-wider text-stone uppercase">{label}</dt>
            <dd className="text-2xl text-charcoal tabular-nums">{report[key]}</dd>
          </div>
        ))}
      </dl>
      {report.ignoredColumns.length > 0 && (
        <p className="text-sm text-stone">Columns ignored: {report.ignoredColumns.join(', ')}</p>
      )}
      {rows.length > 0 && (
        <table className="w-full text-left text-sm max-md:block">
          <caption className="sr-only">Rows that change or cannot be imported</caption>
          <thead className="border-line border-b bg-sand/60 text-xs tracking-wider text-stone max-md:sr-only">
            <tr>
              <th scope="col" className="px-3 py-2">
                ROW
              </th>
              <th scope="col" className="px-3 py-2">
                SKU
              </th>
              <th scope="col" className="px-3 py-2">
                WHAT HAPPENS
              </th>
            </tr>
          </thead>
          <tbody className="max-md:grid max-md:gap-3">
            {rows.map((row) => (
              <tr
                key={row.row}
                className={`border-line border-b max-md:block max-md:border max-md:p-3 ${
                  row.warnings.length > 0 ? 'bg-amber-50' : row.action === 'error' ? 'bg-maroon/5' : ''
                }`}
              >
                <td className={`${CELL} tabular-nums`}>
                  <span className="md:sr-only">Row </span>
                  {row.row}
                </td>
                <td className={`${CELL} font-semibold wrap-anywhere md:whitespace-nowrap`}>{row.sku || '—'}</td>
                <td className={CELL}>
                  <p className={row.action === 'error' ? 'font-semibold text-maroon' : 'font-semibold'}>
                    {ACTION_LABELS[row.action]}
                  </p>
                  <RowDetails row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
