// Rows of the shop's content types, typed from Strapi's generated schemas (types/generated, kept
// current by tests/generated-types.sqlite.test.ts): a schema change the code does not follow fails
// the compile. Strapi's document types make every field optional and the id a number or a string;
// a stored row has the fields its schema requires and, on both databases, a numeric id.
import type { Modules, UID } from '@strapi/strapi';

type Document<T extends UID.ContentType> = Modules.Documents.Document<T>;

/** A stored row of content type T: the named fields present and non-null, the nullable ones as they are. */
export type Row<
  T extends UID.ContentType,
  Present extends keyof Document<T>,
  Nullable extends keyof Document<T> = never,
> = { id: number; documentId: string } & { [K in Present]-?: NonNullable<Document<T>[K]> } & {
  [K in Nullable]-?: NonNullable<Document<T>[K]> | null;
};

/**
 * A Document Service result as the row it stands for. The Query Engine's results are untyped, and
 * the Document Service's loosely typed: this is the one place that says what they hold.
 */
export function asRow<R extends { id: number }>(document: unknown): R {
  if (!document || typeof document !== 'object') throw new Error('Strapi returned no row where one was written');
  return document as R;
}
