// What the Category and Price pages show alike (docs/back-office.md): what the page is for beside its
// Add button, the records' table as their read goes, a status line under it, the add or edit form in
// a modal and the question before a delete. useEditableRecords holds the records and their changes;
// each page brings its texts, columns and form, and any dialogs of its own.
import { MESSAGES } from '@suvarna/domain';
import type { QueryKey } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import type { ReactNode } from 'react';
import type { useEditableRecords } from '../data/useEditableRecords';
import { ConfirmDialog } from './ConfirmDialog';
import { Modal } from './Modal';
import { RecordsSection } from './RecordsSection';
import { type Column, RecordsTable } from './RecordsTable';

/** The records as useEditableRecords gives them. */
type EditableRecords<Row extends { id: number }, Input> = ReturnType<
  typeof useEditableRecords<Row, Input, QueryKey, unknown>
>;

/** What the page's form is given: the record to edit (none when adding), and how to save or leave. */
export interface RecordFormProps<Row, Input> {
  record: Row | undefined;
  /** A save is in flight: nothing can be sent again or abandoned. */
  busy: boolean;
  onSave: (input: Input) => void;
  onCancel: () => void;
}

interface EditableRecordsPageProps<Row extends { id: number; name: string }, Input> {
  records: EditableRecords<Row, Input>;
  /**
   * What a record is called, as its buttons and dialogs say it: 'Category' gives Add Category, Edit
   * Category and 'Delete category "Rings"'.
   */
  recordName: string;
  /** The table's caption, 'Categories'; the status line while they are read says 'Loading categories…'. */
  listName: string;
  /** What the page is for, beside its buttons. */
  intro: ReactNode;
  /**
   * Buttons of the page's own, before Add (the Price page's Today's rates). With them the intro and
   * the buttons sit side by side from a large screen up, not a small one.
   */
  actions?: ReactNode;
  columns: ReadonlyArray<Column<Row>>;
  /** The status line under the table: what the last change did. */
  status: ReactNode;
  form: (props: RecordFormProps<Row, Input>) => ReactNode;
  /** As a delete is confirmed, before it is sent. */
  onConfirmDelete?: () => void;
  /** Dialogs of the page's own: rendered after the form's, before the delete's question. */
  children?: ReactNode;
  /**
   * Why this reader may not change the records, said where the Add button would be: the list is
   * then read only (no Add, Edit, Delete nor the page's actions). Undefined for a reader who may.
   */
  readOnly?: ReactNode;
}

export function EditableRecordsPage<Row extends { id: number; name: string }, Input>({
  records,
  recordName,
  listName,
  intro,
  actions,
  columns,
  status,
  form,
  onConfirmDelete,
  children,
  readOnly,
}: EditableRecordsPageProps<Row, Input>) {
  const addButton = (className: string) => (
    <button type="button" className={`btn btn-primary ${className}`} onClick={records.startAdding}>
      <Plus size={18} aria-hidden="true" />
      {`Add ${recordName}`}
    </button>
  );

  return (
    <div className="grid gap-6">
      {readOnly !== undefined ? (
        <div className="grid gap-2">
          <p className="max-w-prose text-stone">{intro}</p>
          <p className="max-w-prose text-sm font-semibold text-charcoal">{readOnly}</p>
        </div>
      ) : actions ? (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <p className="max-w-prose text-stone">{intro}</p>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            {actions}
            {addButton('w-full sm:w-auto')}
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="max-w-prose text-stone">{intro}</p>
          {addButton('w-full shrink-0 sm:w-auto')}
        </div>
      )}

      <RecordsSection read={records.list} loadingText={`Loading ${listName.toLowerCase()}…`}>
        {(rows) => (
          <RecordsTable
            caption={listName}
            columns={columns}
            rows={rows}
            onEdit={readOnly === undefined ? records.startEditing : undefined}
            onDelete={readOnly === undefined ? records.askToDelete : undefined}
          />
        )}
      </RecordsSection>
      <p role="status" className="text-sm text-stone">
        {status}
      </p>

      {records.editing && (
        <Modal
          title={`${records.editing.record ? 'Edit' : 'Add'} ${recordName}`}
          onClose={records.stopEditing}
          busy={records.saving}
        >
          {form({
            record: records.editing.record,
            busy: records.saving,
            onSave: records.save,
            onCancel: records.stopEditing,
          })}
        </Modal>
      )}
      {children}
      {records.deleting && (
        <ConfirmDialog
          title={`Delete ${recordName.toLowerCase()} "${records.deleting.name}"`}
          message={MESSAGES.deleteItemConfirm}
          confirmLabel="Delete"
          busy={records.removing}
          onCancel={records.stopDeleting}
          onConfirm={() => {
            onConfirmDelete?.();
            records.confirmDelete();
          }}
        />
      )}
    </div>
  );
}
