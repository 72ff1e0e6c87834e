// Rates and categories are known by name: a second one that reads the same as another (the
// domain's nameKey: any letter case in any script, invisible characters, fullwidth letters,
// composed or not) is a 409. Each row stores its name's key in `nameKey`, under a unique index:
// the check before a write gives the usual case its message, the index holds when two admins (or
// two instances) write look-alikes at once.
import type { Core } from '@strapi/strapi';
import { nameKey, normaliseName } from '@suvarna/domain';
import { conflict } from './http';

/** The content types known by a unique name. */
type NamedType = 'api::rate.rate' | 'api::category.category';

export async function assertNameFree(
  strapi: Core.Strapi,
  uid: NamedType,
  label: string,
  name: string,
  exceptId?: number,
): Promise<void> {
  const key = { nameKey: nameKey(name) };
  const where = exceptId === undefined ? key : { ...key, id: { $ne: exceptId } };
  if ((await strapi.db.query(uid).count({ where })) > 0) throw conflict(`A ${label} named "${name}" already exists`);
}

/** A write of a name, with the key every write of a name stores beside it. */
export const withNameKey = <T extends { name: string }>(data: T): T & { nameKey: string } => ({
  ...data,
  nameKey: nameKey(data.name),
});

/** A write refused by a unique index, on SQLite or PostgreSQL. */
export const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(error instanceof Error ? `${error.name} ${error.message}` : String(error));

/** A unique-index violation that slipped past the check (two admins at once) is still a 409. */
export function rethrowUniqueViolation(error: unknown, label: string, name: string): never {
  if (isUniqueViolation(error)) throw conflict(`A ${label} named "${name}" already exists`);
  throw error;
}

interface StoredName {
  id: number;
  name: string;
}

/**
 * Rows stored before names had keys (or by an instance of an earlier version) get theirs at start,
 * their names normalised as a write now stores them. Products and stone lines name their rates by
 * id, so a tidied name loses none of them. Two rows that read the same cannot both have the key:
 * the one whose name is already as stored now (else the older) takes it, and the other is left as
 * it was, without a key, and named in the log for the admin to rename; its own next save is then
 * refused until it reads differently. Not a content change (the names read as before): the site
 * shows the tidied names from its next publish.
 */
export async function storeNameKeys(strapi: Core.Strapi, uid: NamedType, label: string): Promise<void> {
  const rows = strapi.db.query(uid);
  const keyed = (await rows.findMany({ select: ['nameKey'], where: { nameKey: { $notNull: true } } })) as Array<{
    nameKey: string;
  }>;
  const taken = new Set(keyed.map((row) => row.nameKey));
  const unkeyed = (await rows.findMany({
    select: ['id', 'name'],
    where: { nameKey: { $null: true } },
    orderBy: { id: 'asc' },
  })) as StoredName[];
  const isStoredForm = (row: StoredName) => normaliseName(row.name) === row.name;
  unkeyed.sort((a, b) => Number(isStoredForm(b)) - Number(isStoredForm(a)) || a.id - b.id);

  /** Stores the row's key and tidied name; false if another instance stored a look-alike since the keys were read. */
  const store = async (row: StoredName, key: string) => {
    try {
      await rows.update({ where: { id: row.id }, data: { name: normaliseName(row.name), nameKey: key } });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  };

  for (const row of unkeyed) {
    const key = nameKey(row.name);
    if (!taken.has(key) && (await store(row, key))) {
      taken.add(key);
      continue;
    }
    const holder = (await rows.findOne({ select: ['id', 'name'], where: { nameKey: key } })) as StoredName | null;
    const other = holder ? `${JSON.stringify(holder.name)} (id ${holder.id})` : `another ${label}`;
    strapi.log.warn(
      `The ${label} ${JSON.stringify(row.name)} (id ${row.id}) reads the same as ${other}: rename one of them`,
    );
  }
}

export const productCount = (count: number) => `${count} product${count === 1 ? '' : 's'}`;
