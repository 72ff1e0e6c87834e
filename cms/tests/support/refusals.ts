// What a refused write answers: the envelope with its one-sentence message and, for invalid input,
// an issue for each field at fault (`errors`), so the back office and the site can show each
// message under its field, in any language.
import { expect } from 'vitest';

/** The body of a 400 for invalid input: exactly this message, and an issue naming each of `fields`. */
export function invalidInput(message: string, fields: readonly string[]) {
  return {
    success: false,
    message,
    errors: expect.arrayContaining(
      fields.map((field) => expect.objectContaining({ field, code: expect.any(String), message: expect.any(String) })),
    ),
  };
}
