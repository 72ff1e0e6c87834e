// Visitors' enquiries (the Contact form, 'Enquire about this piece', Book a visit): visits from today
// on first, soonest first, then the rest newest first (the CMS's order), filtered by
// status and found by any detail, 20 a page; one opens with its replies and status actions.
// Enquiries hold personal data: they are read here, by shop admins, and nowhere else.
import type { ApiClient } from '@suvarna/api-client';
import {
  ENQUIRIES_PER_PAGE,
  ENQUIRY_LINK_PARAM,
  ENQUIRY_STATUSES,
  type Enquiry,
  type EnquiryStatus,
  MESSAGES,
} from '@suvarna/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Search from 'lucide-react/icons/search';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { adminKeys, adminQueries } from '../data/queries';
import type { PushApi } from '../push/device';
import { NotifyControl } from '../push/NotifyControl';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { messageOf } from '../ui/messages';
import { RecordsSection } from '../ui/RecordsSection';
import { formatWhen } from '../ui/when';
import { EnquiryView, STATUS_LABELS } from './EnquiryView';
import { VISIT_MODE_LABELS, visitWhen } from './reply';

export type EnquiryApi = Pick<ApiClient, 'getEnquiries' | 'getEnquiry' | 'setEnquiryStatus' | 'deleteEnquiry'> &
  PushApi;

export const EMAIL_OFF_NOTICE =
  'Email notifications are off: new enquiries show here only. To have each one emailed to the shop as well, set SMTP_HOST and SHOP_NOTIFY_EMAIL (and the SMTP login) in the CMS’s settings.';

const STATUS_FILTERS: ReadonlyArray<{ value: EnquiryStatus | ''; label: string }> = [
  { value: '', label: 'All' },
  ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** The status asked for in the address (the dashboard links to ?status=new). */
function statusFromAddress(): EnquiryStatus | '' {
  const asked = new URLSearchParams(window.location.search).get('status');
  return ENQUIRY_STATUSES.find((status) => status === asked) ?? '';
}

/** The enquiry a link names (a notification's: ?enquiry=42), to open on arrival. */
function linkedEnquiryId(): number | null {
  const asked = new URLSearchParams(window.location.search).get(ENQUIRY_LINK_PARAM);
  return asked && /^\d{1,9}$/.test(asked) ? Number(asked) : null;
}

/** Closed, the linked enquiry leaves the address: a reload shows the list. */
function forgetLink() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(ENQUIRY_LINK_PARAM)) return;
  url.searchParams.delete(ENQUIRY_LINK_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

const firstLine = (message: string) => message.split('\n')[0] ?? '';

function EnquiryRow({ enquiry, onOpen }: { enquiry: Enquiry; onOpen: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="grid w-full gap-1 px-4 py-3 text-left transition-colors hover:bg-sand focus-visible:bg-sand"
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className={`text-charcoal ${enquiry.status === 'new' ? 'font-bold' : 'font-semibold'}`}>
            {enquiry.name}
          </span>
          <span className="text-xs text-stone">
            {formatWhen(enquiry.createdAt)} · {STATUS_LABELS[enquiry.status]}
          </span>
        </span>
        {enquiry.visit ? (
          <span className="text-sm font-semibold text-charcoal">
            Visit · {visitWhen(enquiry.visit)} · {VISIT_MODE_LABELS[enquiry.visit.mode]}
          </span>
        ) : (
          <span className="truncate text-sm text-charcoal">{firstLine(enquiry.message)}</span>
        )}
        <span className="truncate text-xs text-stone">
          {[
            enquiry.phone,
            enquiry.email,
            enquiry.product && `SKU ${enquiry.product.sku}`,
            ...(enquiry.visit?.pieces.map((piece) => `SKU ${piece.sku}`) ?? []),
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
      </button>
    </li>
  );
}

export function EnquiriesPage({ api, shopName }: { api: EnquiryApi; shopName: string }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<EnquiryStatus | ''>(statusFromAddress);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  // The enquiry open, as last read or saved: it stays open when a status change moves it out of the list's filter.
  const [open, setOpen] = useState<Enquiry | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  // A notification's link opens its enquiry, read from the CMS (it may be on no page of the list).
  const [linkedId] = useState(linkedEnquiryId);
  const linked = useQuery({
    // Not under adminKeys.enquiries: a refresh after a change or a delete must not open it again.
    queryKey: ['admin', 'linked-enquiry', linkedId],
    queryFn: () => api.getEnquiry(linkedId as number),
    enabled: linkedId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    if (linked.data) setOpen(linked.data);
  }, [linked.data]);
  useEffect(() => {
    if (linked.error) toast.error(messageOf(linked.error, MESSAGES.internalError));
  }, [linked.error]);

  const list = useQuery({
    ...adminQueries.enquiries(api, { status: status || undefined, search, page }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.enquiries });

  const changeStatus = useMutation({
    mutationFn: ({ id, next }: { id: number; next: EnquiryStatus }) => api.setEnquiryStatus(id, next),
    onSuccess: ({ data, message }) => {
      setOpen(data);
      toast.success(message ?? MESSAGES.operationCompleted);
    },
    onError: (error) => toast.error(messageOf(error, MESSAGES.internalError)),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.deleteEnquiry(id),
    onSuccess: ({ message }) => {
      toast.success(message ?? MESSAGES.deleted);
      setConfirmingDelete(false);
      setOpen(null);
    },
    onError: (error) => toast.error(messageOf(error, MESSAGES.internalError)),
    onSettled: refresh,
  });

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / ENQUIRIES_PER_PAGE));

  return (
    <div className="grid gap-6">
      <NotifyControl api={api} />
      {list.data && !list.data.emailConfigured && (
        <p className="border-l-4 border-gold bg-sand px-4 py-3 text-sm text-charcoal">{EMAIL_OFF_NOTICE}</p>
      )}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <label className="grid gap-1 text-sm font-semibold text-charcoal">
          Status
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as EnquiryStatus | '');
              setPage(1);
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
        <form onSubmit={applySearch} className="flex flex-1 gap-2">
          <label className="grid flex-1 gap-1 text-sm font-semibold text-charcoal">
            Search enquiries
            <input
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Name, phone, email, message or SKU"
              className="border border-line bg-ivory px-3 py-2.5 font-normal"
            />
          </label>
          <button type="submit" className="btn btn-outline self-end" aria-label="Search">
            <Search size={18} aria-hidden="true" />
          </button>
        </form>
      </div>

      <RecordsSection read={list} loadingText="Loading enquiries…">
        {(results) => (
          <>
            <p role="status" className="text-sm text-stone">
              {results.total === 0
                ? 'No enquiries here.'
                : `${results.total} ${results.total === 1 ? 'enquiry' : 'enquiries'}, ${results.new} new in all`}
            </p>
            {results.enquiries.length > 0 && (
              <ul aria-label="Enquiries" className="divide-y divide-line border border-line bg-white/60">
                {results.enquiries.map((enquiry) => (
                  <EnquiryRow key={enquiry.id} enquiry={enquiry} onOpen={() => setOpen(enquiry)} />
                ))}
              </ul>
            )}
            {pages > 1 && (
              <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={page <= 1}
                  onClick={() => setPage((current) => current - 1)}
                >
                  Previous
                </button>
                <span>
                  Page {page} of {pages}
                </span>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={page >= pages}
                  onClick={() => setPage((current) => current + 1)}
                >
                  Next
                </button>
              </nav>
            )}
          </>
        )}
      </RecordsSection>

      {open && !confirmingDelete && (
        <EnquiryView
          enquiry={open}
          shopName={shopName}
          busy={changeStatus.isPending}
          onStatus={(next) => changeStatus.mutate({ id: open.id, next })}
          onDelete={() => setConfirmingDelete(true)}
          onClose={() => {
            setOpen(null);
            forgetLink();
          }}
        />
      )}
      {open && confirmingDelete && (
        <ConfirmDialog
          title="Delete Enquiry"
          message={`Delete the enquiry from ${open.name}? It cannot be brought back.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(open.id)}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </div>
  );
}
