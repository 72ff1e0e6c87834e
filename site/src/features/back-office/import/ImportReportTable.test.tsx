// The report's issues name their column once: the product form's messages already begin with the
// field's name, the sheet's own checks do not.
import type { ImportReport } from '@suvarna/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportReportTable } from './ImportReportTable';

const report = (errors: ImportReport['rows'][number]['errors']): ImportReport => ({
  created: 0,
  updated: 0,
  unchanged: 0,
  failed: 1,
  ignoredColumns: [],
  rows: [{ row: 7, sku: 'RG-18', action: 'error', changes: [], errors, warnings: [] }],
});

describe('ImportReportTable', () => {
  it('names a column once, before a message that does not begin with it', () => {
    render(
      <ImportReportTable
        report={report([
          { column: 'gender', message: 'Gender: required!' },
          { column: 'gross_weight', message: 'Gross weight must be at least the net weight' },
          { column: 'photos', message: 'ring.jpg is not in the zip of photos' },
        ])}
      />,
    );
    const issues = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(issues).toEqual([
      'Gender: required!',
      'Gross weight must be at least the net weight',
      'photos: ring.jpg is not in the zip of photos',
    ]);
  });
});
