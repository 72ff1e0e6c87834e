// Erasure requests (owners; docs/back-office.md): visitors' 'Erase my data' from the privacy page.
// Open ones first, the soonest due first, an overdue one marked; 'Erase' removes every enquiry
// (messages, visits, savings-plan interest) sent with the request's phone or email, in one action
// the CMS records in the history without the erased data. An answered request keeps only when and
// how many.
import type { ApiClient } from '@suvarna/api-client';
import { ERASURE_ANSWER_DAYS, type ErasureRequest, erasureOverdue } from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { adminKeys, adminQueries } from '../data/queries';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { messageOf } from '../ui/messages';
import { RecordsSection } from '../ui/RecordsSection';
import { formatWhen } from '../ui/when';
import { formatDue } from './erasure-notice';

export type ErasureApi = Pick<ApiClient, 'getErasureRequests' | 'eraseForRequest'>;

export const ERASURE_PAGE_TEXTS = {
  intro: `Visitors ask here, from the privacy page, for their data to be erased. The privacy notice promises an answer within ${ERASURE_ANSWER_DAYS} days.`,
  none: 'No erasure requests.',
  eraseFailed: 'The data could not be erased',
  confirmTitle: 'Erase this visitor’s data?',
  confirm: (contact: string) =>
    `Every enquiry, visit booking and savings-plan request sent with ${contact} will be deleted for good. The history will record only how many.`,
} as const;

/** The phone and email a request names, as one line. */
const contactOf = (request: ErasureRequest) => [request.phone, request.email].filter(Boolean).join(' · ');

function RequestRow({ request, onErase }: { request: ErasureRequest; onErase: (request: ErasureRequest) => void }) {
  const overdue = erasureOverdue(request);
  return (
    <li
      className={`grid gap-2 border p-4 sm:grid-cols-[1fr_auto] sm:items-center ${
        overdue ? 'border-maroon bg-maroon/5' : 'border-line bg-ivory'
      }`}
    >
      <div className="min-w-0">
        <p className="font-semibold text-charcoal">
          Request #{request.id}
          {request.status === 'open' && <span className="break-all font-normal"> · {contactOf(request)}</span>}
        </p>
        <p className="text-sm text-stone">
          Received {formatWhen(request.createdAt)}
          {request.status === 'open' ? (
            <>
              {' · '}
              <span className={overdue ? 'font-semibold text-maroon' : ''}>
                {overdue ? 'Overdue: was due' : 'Due by'} {formatDue(request.dueBy)}
              </span>
            </>
          ) : (
            ` · Erased ${request.erased ?? 0} ${request.erased === 1 ? 'enquiry' : 'enquiries'} ${formatWhen(request.doneAt ?? request.createdAt)}`
          )}
        </p>
      </div>
      {request.status === 'open' && (
        <button
          type="button"
          className="btn btn-primary justify-self-start"
          aria-label={`Erase the data of request #${request.id}`}
          onClick={() => onErase(request)}
        >
          Erase
        </button>
      )}
    </li>
  );
}

export function ErasureRequestsPage({ api }: { api: ErasureApi }) {
  const queryClient = useQueryClient();
  const requests = useQuery(adminQueries.erasureRequests(api));
  const [asking, setAsking] = useState<ErasureRequest | null>(null);
  const erase = useMutation({
    mutationFn: (id: number) => api.eraseForRequest(id),
    onSuccess: ({ message }) => {
      toast.success(message ?? 'Erased');
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.erasureRequests });
      // The enquiries erased leave the Enquiries page and its badge.
      void queryClient.invalidateQueries({ queryKey: adminKeys.enquiries });
    },
    onError: (error) => {
      toast.error(messageOf(error, ERASURE_PAGE_TEXTS.eraseFailed));
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: adminKeys.erasureRequests });
    },
  });

  return (
    <div className="grid max-w-3xl gap-5">
      <p className="text-stone">{ERASURE_PAGE_TEXTS.intro}</p>
      <RecordsSection read={requests} loadingText="Loading erasure requests…">
        {({ requests: listed }) =>
          listed.length === 0 ? (
            <p className="text-stone">{ERASURE_PAGE_TEXTS.none}</p>
          ) : (
            <ul className="grid gap-3" aria-label="Erasure requests">
              {listed.map((request) => (
                <RequestRow key={request.id} request={request} onErase={setAsking} />
              ))}
            </ul>
          )
        }
      </RecordsSection>
      {asking && (
        <ConfirmDialog
          title={ERASURE_PAGE_TEXTS.confirmTitle}
          message={ERASURE_PAGE_TEXTS.confirm(contactOf(asking))}
          confirmLabel="Erase"
          busy={erase.isPending}
          onConfirm={() => erase.mutate(asking.id)}
          onCancel={() => setAsking(null)}
        />
      )}
    </div>
  );
}
