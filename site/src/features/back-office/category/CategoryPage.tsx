// The categories admin (SPEC section 2): the names products are grouped under on the public site.
// Add, rename and delete, with the spec's toasts; the CMS refuses to delete a category in use.
import type { ApiClient } from '@suvarna/api-client';
import { type Category, type CategoryInput, MESSAGES } from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../ConfirmDialog';
import { adminKeys, adminQueries } from '../queries';
import { LoadError } from '../ui/LoadError';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { type Column, RecordsTable } from '../ui/RecordsTable';
import { CategoryForm } from './CategoryForm';

export type CategoryApi = Pick<ApiClient, 'getCategories' | 'addCategory' | 'updateCategory' | 'deleteCategory'>;

// Each change republishes the public site (its filters and product pages).
const PUBLISH_NOTE = 'The public site will show the change in a few seconds.';

const COLUMNS: ReadonlyArray<Column<Category>> = [
  { header: 'Name', cell: (category) => category.name, className: 'font-semibold text-charcoal' },
];

/** The open form: the category being renamed, or none for a new one. */
type Editing = { category: Category | undefined } | null;

export function CategoryPage({ api }: { api: CategoryApi }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  const [changed, setChanged] = useState(false);

  const categories = useQuery({
    ...adminQueries.categories(api),
    // A toast for each failed read; the page also keeps the reason and a Retry.
    meta: { errorToast: (error) => messageOf(error, MESSAGES.internalError) },
  });

  const afterChange = () => {
    setChanged(true);
    void queryClient.invalidateQueries({ queryKey: adminKeys.categories });
    // The product screen names each product's category.
    void queryClient.invalidateQueries({ queryKey: adminKeys.products });
  };

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | undefined; input: CategoryInput }) =>
      id === undefined ? api.addCategory(input) : api.updateCategory(id, input),
    onSuccess: (reply) => {
      toast.success(reply.message ?? MESSAGES.operationCompleted);
      setEditing(null);
      afterChange();
    },
    // The form stays open with what was typed.
    onError: (error) => toast.error(messageOf(error, MESSAGES.internalError)),
  });

  const remove = useMutation({
    mutationFn: (category: Category) => api.deleteCategory(category.id),
    onSuccess: () => {
      toast.success(MESSAGES.categoryDeleted);
      setDeleting(null);
      afterChange();
    },
    // A category that products still use is refused with a message saying so: it is shown as is.
    onError: (error) => {
      toast.error(messageOf(error, MESSAGES.internalError));
      setDeleting(null);
    },
  });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="max-w-prose text-stone">
          The groups products are listed under and filtered by on the public site.
        </p>
        <button
          type="button"
          className="btn btn-primary w-full shrink-0 sm:w-auto"
          onClick={() => setEditing({ category: undefined })}
        >
          <Plus size={18} aria-hidden="true" />
          Add Category
        </button>
      </div>

      {categories.error && <LoadError error={categories.error} onRetry={() => void categories.refetch()} />}
      {categories.isPending && (
        <p role="status" className="text-stone">
          Loading categories…
        </p>
      )}
      {categories.data && (
        <RecordsTable
          caption="Categories"
          columns={COLUMNS}
          rows={categories.data}
          rowKey={(category) => category.id}
          rowLabel={(category) => category.name}
          onEdit={(category) => setEditing({ category })}
          onDelete={setDeleting}
        />
      )}
      <p role="status" className="text-sm text-stone">
        {changed ? PUBLISH_NOTE : ''}
      </p>

      {editing && (
        <Modal
          title={editing.category ? 'Edit Category' : 'Add Category'}
          onClose={() => setEditing(null)}
          busy={save.isPending}
        >
          <CategoryForm
            category={editing.category}
            busy={save.isPending}
            onSave={(input) => save.mutate({ id: editing.category?.id, input })}
            onCancel={() => setEditing(null)}
          />
        </Modal>
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete category "${deleting.name}"`}
          message={MESSAGES.deleteItemConfirm}
          confirmLabel="Delete"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting)}
        />
      )}
    </div>
  );
}
