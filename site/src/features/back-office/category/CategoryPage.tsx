// The categories admin (docs/back-office.md): the names products are grouped under on the public site.
// Add, rename and delete, with the spec's toasts; the CMS refuses to delete a category in use.
import type { ApiClient } from '@suvarna/api-client';
import { type Category, type CategoryInput, MESSAGES } from '@suvarna/domain';
import Plus from 'lucide-react/icons/plus';
import { adminKeys, adminQueries } from '../data/queries';
import { useEditableRecords } from '../data/useEditableRecords';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { RecordsSection } from '../ui/RecordsSection';
import { type Column, RecordsTable } from '../ui/RecordsTable';
import { CategoryForm } from './CategoryForm';

export type CategoryApi = Pick<ApiClient, 'getCategories' | 'addCategory' | 'updateCategory' | 'deleteCategory'>;

// Each change republishes the public site (its filters and product pages).
const PUBLISH_NOTE = 'The public site will show the change in a few seconds.';

/** A translated name, or a note that the public site shows the English one in that language. */
const translated = (name: string | undefined, lang: string) =>
  name?.trim() ? <span lang={lang}>{name}</span> : <span className="text-stone">Not yet: English shown</span>;

const COLUMNS: ReadonlyArray<Column<Category>> = [
  { header: 'Name', cell: (category) => category.name, className: 'font-semibold text-charcoal' },
  { header: 'Gujarati', cell: (category) => translated(category.nameGu, 'gu') },
  { header: 'Hindi', cell: (category) => translated(category.nameHi, 'hi') },
];

export function CategoryPage({ api }: { api: CategoryApi }) {
  const categories = useEditableRecords({
    list: adminQueries.categories(api),
    // A toast for each failed read: the server's reason.
    loadFailedToast: (error) => messageOf(error, MESSAGES.internalError),
    // The product screen names each product's category.
    shownAlsoBy: [adminKeys.products],
    add: (input: CategoryInput) => api.addCategory(input),
    update: (id, input) => api.updateCategory(id, input),
    remove: (id) => api.deleteCategory(id),
    toasts: {
      saved: () => MESSAGES.operationCompleted,
      saveFailed: () => MESSAGES.internalError,
      deleted: MESSAGES.categoryDeleted,
      deleteFailed: MESSAGES.internalError,
    },
  });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-stone">
          The groups products are listed under and filtered by on the public site.
        </p>
        <button type="button" className="btn btn-primary w-full shrink-0 sm:w-auto" onClick={categories.startAdding}>
          <Plus size={18} aria-hidden="true" />
          Add Category
        </button>
      </div>

      <RecordsSection read={categories.list} loadingText="Loading categories…">
        {(rows) => (
          <RecordsTable
            caption="Categories"
            columns={COLUMNS}
            rows={rows}
            onEdit={categories.startEditing}
            onDelete={categories.askToDelete}
          />
        )}
      </RecordsSection>
      <p role="status" className="text-sm text-stone">
        {categories.changed ? PUBLISH_NOTE : ''}
      </p>

      {categories.editing && (
        <Modal
          title={categories.editing.record ? 'Edit Category' : 'Add Category'}
          onClose={categories.stopEditing}
          busy={categories.saving}
        >
          <CategoryForm
            category={categories.editing.record}
            busy={categories.saving}
            onSave={categories.save}
            onCancel={categories.stopEditing}
          />
        </Modal>
      )}
      {categories.deleting && (
        <ConfirmDialog
          title={`Delete category "${categories.deleting.name}"`}
          message={MESSAGES.deleteItemConfirm}
          confirmLabel="Delete"
          busy={categories.removing}
          onCancel={categories.stopDeleting}
          onConfirm={categories.confirmDelete}
        />
      )}
    </div>
  );
}
