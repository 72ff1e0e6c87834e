// Relations of rows inserted many at once (the Query Engine's createMany writes no relations): each
// relation's links in one statement where its join table is two plain columns (a manyToOne without
// order columns, as a product's purity and category), else row by row through the entity manager,
// which keeps the order columns as Strapi orders them. Inside the caller's transaction.
import type { Core } from '@strapi/strapi';

interface JoinTable {
  name: string;
  joinColumn: { name: string };
  inverseJoinColumn: { name: string };
  orderColumnName?: string;
  inverseOrderColumnName?: string;
}

interface RelationAttribute {
  type: string;
  joinTable?: JoinTable;
}

interface EntityManager {
  attachRelations(
    uid: string,
    id: number,
    data: Record<string, unknown>,
    options: { transaction: unknown },
  ): Promise<void>;
}

/** `links`: for each row id, the ids it relates to through `attribute` (none: no link). */
export async function insertLinks(
  strapi: Core.Strapi,
  uid: string,
  attribute: string,
  links: ReadonlyArray<{ id: number; targets: readonly number[] }>,
): Promise<void> {
  const meta = strapi.db.metadata.get(uid as never) as unknown as { attributes: Record<string, RelationAttribute> };
  const joinTable = meta.attributes[attribute]?.joinTable;
  if (!joinTable) throw new Error(`${uid}.${attribute} is no relation through a join table`);
  const linked = links.filter((link) => link.targets.length > 0);
  if (linked.length === 0) return;
  await strapi.db.transaction(async ({ trx }) => {
    if (!joinTable.orderColumnName && !joinTable.inverseOrderColumnName) {
      await trx(joinTable.name).insert(
        linked.flatMap(({ id, targets }) =>
          targets.map((target) => ({ [joinTable.joinColumn.name]: id, [joinTable.inverseJoinColumn.name]: target })),
        ),
      );
      return;
    }
    const manager = (strapi.db as unknown as { entityManager: EntityManager }).entityManager;
    for (const { id, targets } of linked)
      await manager.attachRelations(uid, id, { [attribute]: targets }, { transaction: trx });
  });
}
