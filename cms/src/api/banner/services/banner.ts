// Home-page banners: one wide image each, and optionally a picture for phones; deleting a banner
// (or replacing its phone picture) deletes the files it no longer uses.
import type { Core } from '@strapi/strapi';
import type { Banner } from '@suvarna/domain';
import {
  BANNER_REQUIRED_MESSAGE,
  BANNER_SINGLE_MESSAGE,
  bannerTextsSchema,
  fieldIssues,
  PHONE_BANNER_REQUIRED_MESSAGE,
  PHONE_BANNER_SINGLE_MESSAGE,
} from '@suvarna/domain';
import { badRequest, invalidFields, notFound } from '../../../lib/http';
import { asRow, type Row } from '../../../lib/rows';
import { typedService } from '../../../lib/services';
import type { IncomingFile, StoredFile } from '../../../lib/uploads';
import { changingPictures, checkImages, deleteStoredFiles, storeImages, thumbnailUrlOf } from '../../../lib/uploads';
import { changesBetween, historyService } from '../../history/services/history';

const BANNER_UID = 'api::banner.banner';

type StoredImage = StoredFile | null;
type BannerRow = Row<typeof BANNER_UID, never, 'alt' | 'altGu' | 'altHi'> & {
  image: StoredImage;
  mobileImage: StoredImage;
};

const toBanner = (row: BannerRow): Banner => ({
  id: row.id,
  url: row.image?.url ?? '',
  thumbnailUrl: row.image ? thumbnailUrlOf(row.image) : '',
  mobileUrl: row.mobileImage?.url ?? null,
  mobileThumbnailUrl: row.mobileImage ? thumbnailUrlOf(row.mobileImage) : null,
  alt: row.alt ?? '',
  altGu: row.altGu ?? '',
  altHi: row.altHi ?? '',
});

/** A banner's alt texts as sent (multipart fields or JSON), checked; refused with every field's message. */
function parseTexts(body: Record<string, unknown>) {
  const parsed = bannerTextsSchema.safeParse({ alt: body.alt, altGu: body.altGu, altHi: body.altHi });
  if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
  return parsed.data;
}

/** The one image of a field, refused with the field's own messages when there are none or several. */
function single(incoming: IncomingFile[], messages: { required: string; single: string }): IncomingFile {
  const [file] = incoming;
  if (!file) throw badRequest(messages.required);
  if (incoming.length > 1) throw badRequest(messages.single);
  return file;
}

/** How the history names a banner: by its alt text, else by its number. */
const bannerName = (banner: { id: number; alt?: string | null }) => banner.alt || `Banner ${banner.id}`;

const WIDE = { required: BANNER_REQUIRED_MESSAGE, single: BANNER_SINGLE_MESSAGE };
const PHONE = { required: PHONE_BANNER_REQUIRED_MESSAGE, single: PHONE_BANNER_SINGLE_MESSAGE };

const createBannerService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(BANNER_UID);
  const populate = { image: true, mobileImage: true } as const;

  const find = async (id: number): Promise<BannerRow> => {
    const row = (await rows().findOne({ where: { id }, populate })) as BannerRow | null;
    if (!row) throw notFound(`No banner with id ${id}`);
    return row;
  };

  /** Checks every file before any is stored, then stores them in order (all or none). */
  const store = async (files: IncomingFile[]) => {
    const stored = await storeImages(strapi, await checkImages(files));
    if (stored.length !== files.length) throw new Error('The upload plugin stored no file');
    return stored;
  };

  return {
    async list(): Promise<Banner[]> {
      // Public, like the rates list: read on the Query Engine (rate service).
      const all = (await rows().findMany({ populate, orderBy: { id: 'asc' } })) as BannerRow[];
      return all.filter((row) => row.image).map(toBanner);
    },

    /** A banner from its wide image and, if sent, its phone picture and alt texts (checked before any file is kept). */
    async create(
      incoming: IncomingFile[],
      incomingPhone: IncomingFile[] = [],
      body: Record<string, unknown> = {},
    ): Promise<Banner> {
      const wide = single(incoming, WIDE);
      const phone = incomingPhone.length > 0 ? single(incomingPhone, PHONE) : undefined;
      const texts = parseTexts(body);
      const [image, mobileImage] = await store(phone ? [wide, phone] : [wide]);
      if (!image) throw new Error('The upload plugin stored no file');
      try {
        const created = asRow<BannerRow>(
          await strapi
            .documents(BANNER_UID)
            .create({ data: { image: image.id, mobileImage: mobileImage?.id ?? null, ...texts } }),
        );
        const banner = toBanner({ ...created, image, mobileImage: mobileImage ?? null });
        await historyService(strapi).record({
          action: 'created',
          kind: 'banner',
          id: banner.id,
          name: bannerName(banner),
        });
        return banner;
      } catch (error) {
        await deleteStoredFiles(strapi, [image.id, ...(mobileImage ? [mobileImage.id] : [])]);
        throw error;
      }
    },

    /**
     * Gives a banner a phone picture, or a new one in place of the old (whose file is deleted),
     * taking turns with any other change of its pictures (changingPictures).
     */
    async setPhonePicture(id: number, incoming: IncomingFile[]): Promise<Banner> {
      const phone = single(incoming, PHONE);
      return changingPictures(strapi, 'banner', id, async () => {
        const row = await find(id);
        const [mobileImage] = await store([phone]);
        if (!mobileImage) throw new Error('The upload plugin stored no file');
        try {
          await strapi
            .documents(BANNER_UID)
            .update({ documentId: row.documentId, data: { mobileImage: mobileImage.id } });
        } catch (error) {
          await deleteStoredFiles(strapi, [mobileImage.id]);
          throw error;
        }
        if (row.mobileImage) await deleteStoredFiles(strapi, [row.mobileImage.id]);
        await historyService(strapi).record({
          action: 'updated',
          kind: 'banner',
          id,
          name: bannerName(row),
          changes: [{ field: 'mobileImage', from: row.mobileImage ? 'a picture' : null, to: 'a new picture' }],
        });
        return toBanner({ ...row, mobileImage });
      });
    },

    /** Sets a banner's alt texts in every language; a text not sent is cleared. */
    async setTexts(id: number, body: Record<string, unknown>): Promise<Banner> {
      const texts = parseTexts(body);
      const row = await find(id);
      await strapi.documents(BANNER_UID).update({ documentId: row.documentId, data: texts });
      const banner = toBanner({ ...row, ...texts });
      const changes = changesBetween(toBanner(row), banner, ['alt', 'altGu', 'altHi']);
      if (changes.length > 0)
        await historyService(strapi).record({
          action: 'updated',
          kind: 'banner',
          id,
          name: bannerName(banner),
          changes,
        });
      return banner;
    },

    async remove(id: number): Promise<void> {
      await changingPictures(strapi, 'banner', id, async () => {
        const row = await find(id);
        await strapi.documents(BANNER_UID).delete({ documentId: row.documentId });
        const files = [row.image, row.mobileImage].flatMap((file) => (file ? [file.id] : []));
        await deleteStoredFiles(strapi, files);
        await historyService(strapi).record({ action: 'deleted', kind: 'banner', id, name: bannerName(row) });
      });
    },
  };
};

export default createBannerService;

export const bannerService = typedService<typeof createBannerService>('api::banner.banner');
