// A product's History tab (in its edit dialog): that product's changes, newest first, paged as the
// History page is. Made when the tab is first opened, so the history is read only then.
import type { ApiClient } from '@suvarna/api-client';
import type { Product } from '@suvarna/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueries } from '../data/queries';
import { HistoryEntries } from './HistoryEntries';

export const NO_PRODUCT_ENTRIES = 'No changes recorded for this product yet.';

interface ProductHistoryProps {
  api: Pick<ApiClient, 'getHistory'>;
  product: Product;
  /** The dialog's Cancel is on the Details tab: this tab closes it by its own button. */
  onClose: () => void;
}

export function ProductHistory({ api, product, onClose }: ProductHistoryProps) {
  const [page, setPage] = useState(1);
  const history = useQuery({
    ...adminQueries.history(api, { kind: 'product', id: product.id, page }),
    placeholderData: keepPreviousData,
  });
  return (
    // As tall as a screen allows, like the form beside it: the dialog stays where it is (its tabs
    // under the pointer) when History is chosen, rather than shrink and jump to the middle.
    <div className="mt-5 flex flex-col gap-4 sm:min-h-[calc(100dvh-14rem)]">
      <HistoryEntries
        read={history}
        page={page}
        onPage={setPage}
        label={`History of ${product.name}`}
        showName={false}
        emptyText={NO_PRODUCT_ENTRIES}
      />
      <div className="mt-auto flex justify-end border-line border-t pt-4">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
