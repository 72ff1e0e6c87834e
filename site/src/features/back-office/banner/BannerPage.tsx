// Banner management (docs/back-office.md): the home carousel's banners as cards, an upload dialog and a
// confirmed delete; each banner's picture for phones is added or replaced from its card, and what
// it says (its alt text, in English, Gujarati and Hindi) is written there too.
import type { ApiClient } from '@suvarna/api-client';
import { type Banner, MESSAGES, type ShopSettings } from '@suvarna/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import ImagePlus from 'lucide-react/icons/image-plus';
import Languages from 'lucide-react/icons/languages';
import Plus from 'lucide-react/icons/plus';
import Smartphone from 'lucide-react/icons/smartphone';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { absoluteUrl } from '../../../lib/absolute-url';
import {
  BANNER_ASPECT_CLASS,
  BANNER_HEIGHT,
  BANNER_WIDTH,
  PHONE_BANNER_HEIGHT,
  PHONE_BANNER_WIDTH,
} from '../../home/banner-frame';
import { adminKeys, adminQueries } from '../data/queries';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { messageOf } from '../ui/messages';
import { RecordsSection } from '../ui/RecordsSection';
import { uploadTimeoutMs } from '../ui/upload-limit';
import { AddBannerDialog } from './AddBannerDialog';
import { BannerTextsDialog } from './BannerTextsDialog';
import type { NumberedBanner } from './numbered-banner';
import { PhonePictureDialog } from './PhonePictureDialog';

export type BannerApi = Pick<
  ApiClient,
  'getBanners' | 'addBanner' | 'setBannerPhonePicture' | 'setBannerTexts' | 'deleteBanner'
>;

interface BannerActions {
  onDelete: (numbered: NumberedBanner) => void;
  onPhonePicture: (numbered: NumberedBanner) => void;
  onTexts: (numbered: NumberedBanner) => void;
}

// The cards show the CMS's thumbnails (at most 245 × 156 px, a few KB), never the uploads
// themselves: a banner may be megabytes, and this page is often opened on a phone's data.
function PhonePicture({ banner, position, cmsUrl }: NumberedBanner & { cmsUrl: string }) {
  if (!banner.mobileUrl) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone">
        <Smartphone size={16} aria-hidden="true" className="shrink-0 text-gold-deep" />
        No phone picture: phones show the wide banner.
      </p>
    );
  }
  return (
    <div className="flex items-center gap-3 text-sm text-stone">
      <img
        src={absoluteUrl(banner.mobileThumbnailUrl ?? banner.mobileUrl, cmsUrl)}
        alt={`Banner ${position} on phones`}
        width={PHONE_BANNER_WIDTH}
        height={PHONE_BANNER_HEIGHT}
        loading="lazy"
        decoding="async"
        className="block size-16 shrink-0 border border-line bg-sand object-cover"
      />
      Phones show this picture.
    </div>
  );
}

function BannerCard({
  banner,
  position,
  cmsUrl,
  onDelete,
  onPhonePicture,
  onTexts,
}: NumberedBanner & BannerActions & { cmsUrl: string }) {
  const numbered = { banner, position };
  return (
    <li className="flex flex-col border border-line bg-white/60">
      <img
        src={absoluteUrl(banner.thumbnailUrl, cmsUrl)}
        alt={`Banner ${position}`}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        loading="lazy"
        decoding="async"
        className={`block h-auto w-full bg-sand object-cover ${BANNER_ASPECT_CLASS}`}
      />
      <div className="grid gap-3 border-line border-t px-4 py-3">
        <PhonePicture banner={banner} position={position} cmsUrl={cmsUrl} />
        <button
          type="button"
          className="btn btn-outline justify-self-start px-4"
          aria-label={`${banner.mobileUrl ? 'Replace' : 'Add'} phone picture of banner ${position}`}
          onClick={() => onPhonePicture(numbered)}
        >
          <ImagePlus size={16} aria-hidden="true" />
          {banner.mobileUrl ? 'Replace phone picture' : 'Add phone picture'}
        </button>
        <p className="text-sm text-stone">
          {banner.alt ? <>Alt text: {banner.alt}</> : 'No alt text: the site says which offer it is.'}
        </p>
        <button
          type="button"
          className="btn btn-outline justify-self-start px-4"
          aria-label={`Alt text of banner ${position}`}
          onClick={() => onTexts(numbered)}
        >
          <Languages size={16} aria-hidden="true" />
          Alt text
        </button>
      </div>
      <div className="mt-auto flex items-center justify-between gap-3 border-line border-t px-4 py-3">
        <p className="eyebrow">Banner {position}</p>
        <button
          type="button"
          className="btn btn-outline px-4"
          aria-label={`Delete banner ${position}`}
          onClick={() => onDelete(numbered)}
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
  ...actions
}: BannerActions & {
  banners: readonly Banner[];
  cmsUrl: string;
}) {
  if (banners.length === 0) {
    return <p className="border border-line border-dashed px-4 py-12 text-center text-stone">{MESSAGES.noRecords}</p>;
  }
  return (
    <ul aria-label="Banners" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {banners.map((banner, index) => (
        <BannerCard key={banner.id} banner={banner} position={index + 1} cmsUrl={cmsUrl} {...actions} />
      ))}
    </ul>
  );
}

interface BannerPageProps {
  api: BannerApi;
  cmsUrl: string;
  /** The CMS's upload time limit, which the banner uploads follow. */
  shopSettings: Pick<ShopSettings, 'uploadTimeoutMs'>;
}

export function BannerPage({ api, cmsUrl, shopSettings }: BannerPageProps) {
  const queryClient = useQueryClient();
  const timeoutMs = uploadTimeoutMs(shopSettings);
  const banners = useQuery(adminQueries.banners(api));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<NumberedBanner | null>(null);
  const [picturing, setPicturing] = useState<NumberedBanner | null>(null);
  const [describing, setDescribing] = useState<NumberedBanner | null>(null);
  const actions: BannerActions = { onDelete: setDeleting, onPhonePicture: setPicturing, onTexts: setDescribing };

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

      <RecordsSection
        read={{
          data: banners.data,
          // The spec words this page's failure as 'Error: {message}'.
          error: banners.error && new Error(`Error: ${banners.error.message}`),
          refetch: banners.refetch,
        }}
        loadingText="Loading..."
        hidesRecordsOnError
      >
        {(list) => <BannerList banners={list} cmsUrl={cmsUrl} {...actions} />}
      </RecordsSection>

      {adding && <AddBannerDialog api={api} timeoutMs={timeoutMs} onClose={() => setAdding(false)} />}
      {picturing && (
        <PhonePictureDialog {...picturing} api={api} timeoutMs={timeoutMs} onClose={() => setPicturing(null)} />
      )}
      {describing && <BannerTextsDialog {...describing} api={api} onClose={() => setDescribing(null)} />}
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
