// The categories admin (docs/back-office.md): the names products are grouped under on the public site.
// Add, rename and delete, with the spec's toasts; the CMS refuses to delete a category in use.
import type { ApiClient } from '@suvarna/api-client';
import { type Category, type CategoryInput, MESSAGES } from '@suvarna/domain';
import { adminKeys, adminQueries } from '../data/queries';
import { useEditableRecords } from '../data/useEditableRecords';
import { EditableRecordsPage } from '../ui/EditableRecordsPage';
import { messageOf } from '../ui/messages';
import type { Column } from '../ui/RecordsTable';
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
    <EditableRecordsPage
      records={categories}
      recordName="Category"
      listName="Categories"
      intro="The groups products are listed under and filtered by on the public site."
      columns={COLUMNS}
      status={categories.changed ? PUBLISH_NOTE : ''}
      form={({ record, ...form }) => <CategoryForm category={record} {...form} />}
    />
  );
}
