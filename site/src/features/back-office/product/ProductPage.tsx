// The Product page (docs/back-office.md): every product, active or not, in a searchable, paged table,
// with the add/edit modal, a confirmed delete and a link to each piece's page on the site (an
// inactive piece's page is there too, saying Out Of Stock).
import type { ApiClient } from '@suvarna/api-client';
import { formatRupees, MESSAGES, type Product, type ShopSettings } from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { absoluteUrl } from '../../../lib/absolute-url';
import { productHref } from '../../../lib/links';
import { adminKeys, adminQueries } from '../data/queries';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { messageOf } from '../ui/messages';
import { RecordsSection } from '../ui/RecordsSection';
import { type Column, RecordsTable } from '../ui/RecordsTable';
import { ProductForm } from './ProductForm';

export type ProductApi = Pick<
  ApiClient,
  'getAllProducts' | 'addProduct' | 'replaceProduct' | 'deleteProduct' | 'getRates' | 'getCategories'
>;

export const PRODUCTS_PER_PAGE = 20;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// On a phone each product is a compact row, a screenful holding many:
//   [picture] Name (up to two lines)     ₹33,475.00   [⋮]
//             SKU                            Active
// Its picture is a stored thumbnail of a few KB, never the upload (megabytes from a phone's camera).
const COMPACT_ROW = 'max-md:grid-cols-[minmax(0,1fr)_auto_auto] max-md:min-h-14 max-md:py-1.5 max-md:pr-2 max-md:pl-16';

function productColumns(cmsUrl: string): Array<Column<Product>> {
  return [
    {
      header: 'Name',
      cell: (product) => (
        <span className="flex items-center gap-3">
          {product.images[0] ? (
            <img
              src={absoluteUrl(product.images[0].thumbnailUrl, cmsUrl)}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
              className={`${PICTURE} bg-sand object-cover`}
            />
          ) : (
            <span className={`${PICTURE} border-dashed`} aria-hidden="true" />
          )}
          <span className="min-w-0 font-semibold text-charcoal wrap-anywhere max-md:line-clamp-2 max-md:leading-[1.125rem]">
            {product.name}
          </span>
        </span>
      ),
      compact: 'max-md:col-start-1 max-md:row-start-1 max-md:min-w-0',
    },
    {
      header: 'SKU',
      cell: (product) => product.sku,
      className: 'md:whitespace-nowrap',
      compact:
        'max-md:col-start-1 max-md:row-start-2 max-md:min-w-0 max-md:wrap-anywhere max-md:text-xs max-md:text-stone',
    },
    // A laptop shows the specification's columns, Labour among them; a phone's compact row shows the
    // price a customer pays instead (what the shop is asked about), and leaves Labour to the form.
    {
      header: 'Labour',
      cell: (product) => formatRupees(product.laber),
      className: 'text-right tabular-nums',
      compact: false,
    },
    {
      header: 'Price',
      cell: (product) => formatRupees(product.totalPrice),
      className: 'whitespace-nowrap text-right font-semibold text-charcoal tabular-nums md:hidden',
      compact: 'max-md:col-start-2 max-md:row-start-1',
    },
    { header: 'Purity', cell: (product) => product.purity, compact: false },
    { header: 'Gender', cell: (product) => capitalise(product.gender), compact: false },
    {
      header: 'Status',
      cell: (product) => (
        <span
          className={`inline-block border px-2 py-0.5 text-xs font-semibold max-md:py-0 ${
            product.status === 'active' ? 'border-gold-deep text-gold-deep' : 'border-line text-stone'
          }`}
        >
          {capitalise(product.status)}
        </span>
      ),
      compact: 'max-md:col-start-2 max-md:row-start-2 max-md:flex max-md:justify-end',
    },
  ];
}

/** The picture's box: 40 px, at the start of a phone's compact row (its padding keeps the room). */
const PICTURE =
  'size-10 shrink-0 border border-line max-md:absolute max-md:top-1/2 max-md:left-3 max-md:-translate-y-1/2';

const searchProducts = {
  label: 'Search by name, SKU, category or purity',
  matches: (product: Product, term: string) =>
    [product.name, product.sku, product.category, product.purity].some((text) => text.toLowerCase().includes(term)),
};

interface ProductPageProps {
  api: ProductApi;
  cmsUrl: string;
  /** GST for the price preview, and the hallmarking fee a new product starts with. */
  shopSettings: ShopSettings;
}

export function ProductPage({ api, cmsUrl, shopSettings }: ProductPageProps) {
  const queryClient = useQueryClient();
  const products = useQuery(adminQueries.products(api));
  const rates = useQuery(adminQueries.rates(api));
  const categories = useQuery(adminQueries.categories(api));
  /** The product in the modal: 'new' to add one. */
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.products });

  const remove = useMutation({
    mutationFn: (product: Product) => api.deleteProduct(product.id),
    onSuccess: (reply) => {
      toast.success(reply.message ?? MESSAGES.deleted);
      setDeleting(null);
      void refresh();
    },
    onError: (error) => toast.error(messageOf(error, MESSAGES.deleteFailed)),
  });

  const ready = products.data && rates.data && categories.data;
  // The table waits for the rates and categories too: the form needs them.
  const productsRead = {
    data: ready && products.data,
    error: products.error ?? rates.error ?? categories.error,
    refetch: () => {
      for (const query of [products, rates, categories]) if (query.error) void query.refetch();
    },
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-stone">
          {products.data ? `${products.data.length} products, active and inactive` : ' '}
        </p>
        <button
          type="button"
          className="btn btn-primary w-full sm:w-auto"
          disabled={!ready}
          onClick={() => setEditing('new')}
        >
          <Plus size={16} aria-hidden="true" />
          Add Product
        </button>
      </div>
      <RecordsSection read={productsRead} loadingText="Loading..." hidesRecordsOnError>
        {(rows) => (
          <RecordsTable
            caption="Products"
            columns={productColumns(cmsUrl)}
            rows={rows}
            onEdit={setEditing}
            onDelete={setDeleting}
            search={searchProducts}
            pageSize={PRODUCTS_PER_PAGE}
            viewOnSite={(product) => productHref(product.id)}
            compact={COMPACT_ROW}
          />
        )}
      </RecordsSection>
      {editing && ready && (
        <ProductForm
          api={api}
          product={editing === 'new' ? undefined : editing}
          rates={rates.data}
          categories={categories.data}
          shopSettings={shopSettings}
          cmsUrl={cmsUrl}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete product"
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
