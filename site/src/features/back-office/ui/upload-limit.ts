// How long an upload from the back office may take: as long as the CMS gives an upload's body
// (HTTP_MULTIPART_TIMEOUT_MS, served as ShopSettings.uploadTimeoutMs), and a margin for its storing
// and answer. A phone on a slow line needs minutes for its photos, not the API client's 30 s.
import type { ShopSettings } from '@suvarna/domain';
import { UPLOAD_TIMEOUT_MARGIN_MS } from '../../../config/ui';

/** The upload's time limit; undefined (the API client's own) for a CMS that does not say. */
export const uploadTimeoutMs = ({ uploadTimeoutMs: cms }: Pick<ShopSettings, 'uploadTimeoutMs'>) =>
  Number.isFinite(cms) && cms > 0 ? cms + UPLOAD_TIMEOUT_MARGIN_MS : undefined;
