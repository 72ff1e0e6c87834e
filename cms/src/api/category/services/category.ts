import type { Core } from '@strapi/strapi';
import type { Category } from '@suvarna/domain';
import { categorySchema, fieldIssues } from '@suvarna/domain';
import { conflict, invalidFields, notFound } from '../../../lib/http';
import { asRow, type Row } from '../../../lib/rows';
import { typedService } from '../../../lib/services';
import { assertNameFree, productCount, rethrowUniqueViolation, withNameKey } from '../../../lib/unique-names';
import { changesBetween, historyService } from '../../history/services/history';

const CATEGORY_UID = 'api::category.category';

export type CategoryRow = Row<typeof CATEGORY_UID, 'name', 'nameGu' | 'nameHi'>;

const toCategory = ({ id, name, nameGu, nameHi }: CategoryRow): Category => ({
  id,
  name,
  nameGu: nameGu ?? '',
  nameHi: nameHi ?? '',
});

// As for rates: writes through the Document Service, public reads on the Query Engine (rate service).
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const createCategoryService = ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(CATEGORY_UID);

  const parse = (body: Record<string, unknown>) => {
    const parsed = categorySchema.safeParse(body);
    if (!parsed.success) throw invalidFields(fieldIssues(parsed.error));
    return parsed.data;
  };

  const find = async (id: number) => {
    const row = (await rows().findOne({ where: { id } })) as CategoryRow | null;
    if (!row) throw notFound(`No category with id ${id}`);
    return row;
  };

  return {
    /** In alphabetical order as people read it ("TP Ring" after "Test Ring"), whatever the database's collation. */
    async list(): Promise<Category[]> {
      const found = (await rows().findMany()) as CategoryRow[];
      return found.map(toCategory).sort((a, b) => NAME_ORDER.compare(a.name, b.name) || a.id - b.id);
    },

    async exists(id: number): Promise<boolean> {
      return (await rows().count({ where: { id } })) > 0;
    },

    async create(body: Record<string, unknown>): Promise<Category> {
      const data = parse(body);
      const { name } = data;
      await assertNameFree(strapi, CATEGORY_UID, 'category', name);
      const created = await strapi
        .documents(CATEGORY_UID)
        .create({ data: withNameKey(data) })
        .catch((error: unknown) => rethrowUniqueViolation(error, 'category', name));
      const category = toCategory(asRow<CategoryRow>(created));
      await historyService(strapi).record({ action: 'created', kind: 'category', id: category.id, name });
      return category;
    },

    async update(id: number, body: Record<string, unknown>): Promise<Category> {
      const parsed = parse(body);
      const { name } = parsed;
      const row = await find(id);
      await assertNameFree(strapi, CATEGORY_UID, 'category', name, id);
      // A rename alone keeps the translated names: only those sent are written.
      const data = withNameKey({
        name,
        ...(body.nameGu === undefined ? {} : { nameGu: parsed.nameGu }),
        ...(body.nameHi === undefined ? {} : { nameHi: parsed.nameHi }),
      });
      const updated = await strapi
        .documents(CATEGORY_UID)
        .update({ documentId: row.documentId, data })
        .catch((error: unknown) => rethrowUniqueViolation(error, 'category', name));
      const category = toCategory(asRow<CategoryRow>(updated));
      const changes = changesBetween(toCategory(row), category, ['name', 'nameGu', 'nameHi']);
      if (changes.length > 0)
        await historyService(strapi).record({ action: 'updated', kind: 'category', id, name, changes });
      return category;
    },

    async remove(id: number): Promise<void> {
      const row = await find(id);
      const used = await strapi.db.query('api::product.product').count({ where: { category: { id } } });
      if (used > 0) {
        throw conflict(
          `The category "${row.name}" has ${productCount(used)}: move them to another category before deleting it`,
        );
      }
      await strapi.documents(CATEGORY_UID).delete({ documentId: row.documentId });
      await historyService(strapi).record({ action: 'deleted', kind: 'category', id, name: row.name });
    },
  };
};

export default createCategoryService;

export const categoryService = typedService<typeof createCategoryService>('api::category.category');
