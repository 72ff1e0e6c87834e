/** What a failed call tells the admin: the server's (or the client's) own message, else the fallback. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
