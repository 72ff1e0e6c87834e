// A failed parse's problems, as an API answer and a message tell them.
import type { z } from 'zod';
import { describeFieldIssues } from '../field-labels.js';
import type { FieldIssue } from '../types.js';

/** Each problem of a failed parse, for an API answer's `errors` (the first of each field is its message). */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
}

/** The first problem of each field that failed, in one text (see describeFieldIssues). */
export function describeIssues(error: z.ZodError): string {
  return describeFieldIssues(fieldIssues(error));
}
