// What a form would show for an input: the first message of each failing field of a zod schema's
// parse (packages/domain's schema tests). Typed by shape, so the kit needs no zod of its own.

type Parsed =
  | { success: true }
  | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };

/** The first message for each failing field, by its path ("stones.0.name"); none when the input passes. */
export function fieldMessages(schema: { safeParse(input: unknown): Parsed }, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}
