// The Product page (docs/back-office.md): every product, whatever its status, in a searchable, paged
// table filtered by status (?status= in the address), with the add/edit modal, a draft's Publish, a
// confirmed delete and a link to each listed piece's page on the site (an inactive piece's page is
// there too, saying Out Of Stock; a sold one's, saying Sold). Drafts and hidden pieces have none.
// Ticked pieces take one change together, or are deleted together (BulkEditBar).
import type { ApiClient } from '@suvarna/api-client';
import {
  formatRupees,
  MESSAGES,
  PRODUCT_STATUSES,
  type Product,
  type ProductStatus,
  type ShopSettings,
} from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Plus from 'lucide-react/icons/plus';
import Send from 'lucide-react/icons/send';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { absoluteUrl } from '../../../lib/absolute-url';
import { productHref } from '../../../lib/links';
import { adminKeys, adminQueries } from '../data/queries';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { messageOf } from '../ui/messages';
import { RecordsSection } from '../ui/RecordsSection';
import { type Column, RecordsTable } from '../ui/RecordsTable';
import { BulkEditBar } from './BulkEditBar';
import { ProductForm } from './ProductForm';

export type ProductApi = Pick<
  ApiClient,
  | 'getAllProducts'
  | 'addProduct'
  | 'replaceProduct'
  | 'updateProduct'
  | 'deleteProduct'
  | 'bulkEditProducts'
  | 'getRates'
  | 'getCategories'
  // The edit dialog's History tab.
  | 'getHistory'
>;

export const PRODUCTS_PER_PAGE = 20;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The statuses whose pieces have a page on the site (a sold one's only for a while: the CMS decides). */
const LISTED: ReadonlySet<ProductStatus> = new Set(['active', 'inactive', 'sold']);

const STATUS_FILTERS: ReadonlyArray<{ value: ProductStatus | ''; label: string }> = [
  { value: '', label: 'All statuses' },
  ...PRODUCT_STATUSES.map((status) => ({ value: status, label: capitalise(status) })),
];

/** The status asked for in the address (the dashboard's drafts link to ?status=draft). */
function statusFromAddress(): ProductStatus | '' {
  const asked = new URLSearchParams(window.location.search).get('status');
  return PRODUCT_STATUSES.find((status) => status === asked) ?? '';
}

/** Keeps the chosen status in the address, so a reload or a shared link shows the same list. */
function writeStatusToAddress(status: ProductStatus | '') {
  const url = new URL(window.location.href);
  if (status) url.searchParams.set('status', status);
  else url.searchParams.delete('status');
  window.history.replaceState(window.history.state, '', url);
}

// On a phone each product is a compact row, a screenful holding many:
//   [☐] [picture] Name (up to two lines)     ₹33,475.00   [⋮]
//                 SKU                            Active
// Its picture is a stored thumbnail of a few KB, never the upload (megabytes from a phone's camera).
const COMPACT_ROW = 'max-md:grid-cols-[minmax(0,1fr)_auto_auto] max-md:min-h-14 max-md:py-1.5 max-md:pr-2 max-md:pl-24';

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
            product.status === 'active'
              ? 'border-gold-deep text-gold-deep'
              : product.status === 'draft'
                ? 'border-dashed border-charcoal text-charcoal'
                : 'border-line text-stone'
          }`}
        >
          {capitalise(product.status)}
        </span>
      ),
      compact: 'max-md:col-start-2 max-md:row-start-2 max-md:flex max-md:justify-end',
    },
  ];
}

/** The picture's box: 40 px, after the tick box at the start of a phone's compact row (its padding keeps the room). */
const PICTURE =
  'size-10 shrink-0 border border-line max-md:absolute max-md:top-1/2 max-md:left-11 max-md:-translate-y-1/2';

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
  const [status, setStatus] = useState<ProductStatus | ''>(statusFromAddress);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const filterId = useId();

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

  // A draft's Publish makes it active: on the site, In Stock, from the next publish.
  const publish = useMutation({
    mutationFn: (product: Product) => api.updateProduct({ id: product.id, status: 'active' }),
    onSuccess: (_reply, product) => {
      toast.success(`${product.name} is published: active, on the site after the next publish`);
      void refresh();
    },
    onError: (error) => toast.error(messageOf(error, MESSAGES.internalError)),
  });

  const ready = products.data && rates.data && categories.data;
  const listed = status && products.data ? products.data.filter((product) => product.status === status) : products.data;
  // Only pieces still listed are acted on (one deleted elsewhere meanwhile drops out).
  const tickedIds = (listed ?? []).filter((product) => ticked.has(product.id)).map((product) => product.id);
  // The table waits for the rates and categories too: the form needs them.
  const productsRead = {
    data: ready && listed,
    error: products.error ?? rates.error ?? categories.error,
    refetch: () => {
      for (const query of [products, rates, categories]) if (query.error) void query.refetch();
    },
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <label htmlFor={filterId} className="grid gap-1 text-sm font-semibold text-charcoal">
            Status
            <select
              id={filterId}
              value={status}
              onChange={(event) => {
                const next = event.target.value as ProductStatus | '';
                setStatus(next);
                writeStatusToAddress(next);
                setTicked(new Set());
              }}
              className="border border-line bg-ivory px-3 py-2.5 font-normal"
            >
              {STATUS_FILTERS.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </select>
          </label>
          <p className="pb-3 text-sm text-stone">
            {products.data && listed
              ? status
                ? `${listed.length} of ${products.data.length} products`
                : `${products.data.length} products, every status`
              : ' '}
          </p>
        </div>
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
      {tickedIds.length > 0 && categories.data && (
        <BulkEditBar
          api={api}
          ids={tickedIds}
          categories={categories.data}
          onDone={() => {
            setTicked(new Set());
            void refresh();
          }}
        />
      )}
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
            viewOnSite={(product) => (LISTED.has(product.status) ? productHref(product.id) : undefined)}
            rowActions={(product) =>
              product.status === 'draft'
                ? [
                    {
                      label: 'Publish',
                      icon: <Send size={15} aria-hidden="true" />,
                      onSelect: () => {
                        if (!publish.isPending) publish.mutate(product);
                      },
                    },
                  ]
                : []
            }
            compact={COMPACT_ROW}
            selection={{ selected: ticked, onChange: setTicked, plural: 'products' }}
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
