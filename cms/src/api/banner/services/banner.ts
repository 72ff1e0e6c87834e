// Home-page banners: one image each; deleting a banner deletes its file.
import type { Core } from '@strapi/strapi';
import type { Banner } from '@suvarna/domain';
import { BANNER_REQUIRED_MESSAGE, BANNER_SINGLE_MESSAGE } from '@suvarna/domain';
import { badRequest, notFound } from '../../../lib/http';
import { asRow, type Row } from '../../../lib/rows';
import type { IncomingFile } from '../../../lib/uploads';
import { checkImages, deleteStoredFiles, storeImages } from '../../../lib/uploads';

const BANNER_UID = 'api::banner.banner';

type BannerRow = Row<typeof BANNER_UID, never> & { image: { id: number; url: string } | null };

const toBanner = (row: BannerRow): Banner => ({ id: row.id, url: row.image?.url ?? '' });

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(BANNER_UID);

  return {
    async list(): Promise<Banner[]> {
      // Public, like the rates list: read on the Query Engine (rate service).
      const all = (await rows().findMany({ populate: { image: true }, orderBy: { id: 'asc' } })) as BannerRow[];
      return all.filter((row) => row.image).map(toBanner);
    },

    async create(incoming: IncomingFile[]): Promise<Banner> {
      if (incoming.length === 0) throw badRequest(BANNER_REQUIRED_MESSAGE);
      if (incoming.length > 1) throw badRequest(BANNER_SINGLE_MESSAGE);
      const [file] = await storeImages(strapi, await checkImages(incoming));
      if (!file) throw new Error('The upload plugin stored no file');
      try {
        const created = asRow<BannerRow>(await strapi.documents(BANNER_UID).create({ data: { image: file.id } }));
        return { id: created.id, url: file.url };
      } catch (error) {
        await deleteStoredFiles(strapi, [file.id]);
        throw error;
      }
    },

    async remove(id: number): Promise<void> {
      const row = (await rows().findOne({ where: { id }, populate: { image: true } })) as BannerRow | null;
      if (!row) throw notFound(`No banner with id ${id}`);
      await strapi.documents(BANNER_UID).delete({ documentId: row.documentId });
      if (row.image) await deleteStoredFiles(strapi, [row.image.id]);
    },
  };
};
