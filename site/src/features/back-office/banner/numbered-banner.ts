import type { ApiClient } from '@suvarna/api-client';
import type { Banner } from '@suvarna/domain';

/** A banner with its place in the carousel, which is how the admin tells banners apart. */
export interface NumberedBanner {
  banner: Banner;
  position: number;
}

/** What a dialog about one banner is given: the banner, the call it makes, and how to close it. */
export type BannerDialogProps<Call extends keyof ApiClient> = NumberedBanner & {
  api: Pick<ApiClient, Call>;
  onClose: () => void;
};
