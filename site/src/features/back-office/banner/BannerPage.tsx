// Banner management (SPEC section 2): the home carousel's banners as cards, an upload dialog and a
// confirmed delete.
import type { ApiClient } from '@suvarna/api-client';
import { type Banner, MESSAGES } from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { absoluteUrl } from '../../../lib/absolute-url';
import { ConfirmDialog } from '../ConfirmDialog';
import { adminKeys, adminQueries } from '../queries';
import { LoadError } from '../ui/LoadError';
import { messageOf } from '../ui/messages';
import { AddBannerDialog } from './AddBannerDialog';
import { BANNER_ASPECT_CLASS, BANNER_HEIGHT, BANNER_WIDTH } from './banner-frame';

export type BannerApi = Pick<ApiClient, 'getBanners' | 'addBanner' | 'deleteBanner'>;

/** A banner with its place in the carousel, which is how the admin tells banners apart. */
interface NumberedBanner {
  banner: Banner;
  position: number;
}

function BannerCard({ banner, position, cmsUrl, onDelete }: NumberedBanner & { cmsUrl: string; onDelete: () => void }) {
  return (
    <li className="flex flex-col border border-line bg-white/60">
      <img
        src={absoluteUrl(banner.url, cmsUrl)}
        alt={`Banner ${position}`}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading="lazy"
        decoding="async"
        className={`block h-auto w-full bg-sand object-cover ${BANNER_ASPECT_CLASS}`}
      />
      <div className="flex items-center justify-between gap-3 border-line border-t px-4 py-3">
        <p className="eyebrow">Banner {position}</p>
        <button
          type="button"
          className="btn btn-outline px-4"
          aria-label={`Delete banner ${position}`}
          onClick={onDelete}
        >
          <Trash2 size={16} aria-hidden="true" />
          Delete
        </button>
      </div>
    </li>
  );
}

function BannerList({
  banners,
  cmsUrl,
  onDelete,
}: {
  banners: readonly Banner[];
  cmsUrl: string;
  onDelete: (numbered: NumberedBanner) => void;
}) {
  if (banners.length === 0) {
    return <p className="border border-line border-dashed px-4 py-12 text-center text-stone">{MESSAGES.noRecords}</p>;
  }
  return (
    <ul aria-label="Banners" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {banners.map((banner, index) => (
        <BannerCard
          key={banner.id}
          banner={banner}
          position={index + 1}
          cmsUrl={cmsUrl}
          onDelete={() => onDelete({ banner, position: index + 1 })}
        />
      ))}
    </ul>
  );
}

export function BannerPage({ api, cmsUrl }: { api: BannerApi; cmsUrl: string }) {
  const queryClient = useQueryClient();
  const banners = useQuery(adminQueries.banners(api));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<NumberedBanner | null>(null);

  const remove = useMutation({
    mutationFn: (banner: Banner) => api.deleteBanner(banner.id),
    onSuccess: (reply) => toast.success(reply.message ?? MESSAGES.deleted),
    onError: (error) => toast.error(messageOf(error, MESSAGES.deleteFailed)),
    // Even a failed delete may mean the list is stale (someone else removed the banner).
    onSettled: () => {
      setDeleting(null);
      return queryClient.invalidateQueries({ queryKey: adminKeys.banners });
    },
  });

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-stone">The home page shows these banners in turn, in this order.</p>
        <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={() => setAdding(true)}>
          <Plus size={18} aria-hidden="true" />
          Add New Banner
        </button>
      </div>

      {banners.error ? (
        // The spec words this page's failure as 'Error: {message}'.
        <LoadError error={new Error(`Error: ${banners.error.message}`)} onRetry={() => void banners.refetch()} />
      ) : banners.data ? (
        <BannerList banners={banners.data} cmsUrl={cmsUrl} onDelete={setDeleting} />
      ) : (
        <p role="status" className="text-stone">
          Loading...
        </p>
      )}

      {adding && <AddBannerDialog api={api} onClose={() => setAdding(false)} />}
      {deleting && (
        <ConfirmDialog
          title={`Delete Banner ${deleting.position}`}
          message={MESSAGES.deleteBannerConfirm}
          confirmLabel="Delete"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.banner)}
        />
      )}
    </div>
  );
}
