// Rates and categories are known by name: a second one with the same name (in any case) is a 409.
import type { Core, UID } from '@strapi/strapi';
import { conflict } from './http';

export async function assertNameFree(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  label: string,
  name: string,
  exceptId?: number,
): Promise<void> {
  const where = exceptId === undefined ? { name: { $eqi: name } } : { name: { $eqi: name }, id: { $ne: exceptId } };
  if ((await strapi.db.query(uid).count({ where })) > 0) throw conflict(`A ${label} named "${name}" already exists`);
}

/** A unique-index violation that slipped past the check (two admins at once) is still a 409. */
export function rethrowUniqueViolation(error: unknown, label: string, name: string): never {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/unique/i.test(text)) throw conflict(`A ${label} named "${name}" already exists`);
  throw error;
}

export const productCount = (count: number) => `${count} product${count === 1 ? '' : 's'}`;
