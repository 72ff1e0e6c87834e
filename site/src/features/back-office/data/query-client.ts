// The back office's query cache. A failed read's toast is shown here, once per failed fetch
// however many components watch the read, and only for reads whose page asks for one in its meta.
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The toast when the read fails: its text, or how to word it from the error. None if left out. */
      errorToast?: string | ((error: Error) => string);
    };
  }
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const errorToast = query.meta?.errorToast;
        if (errorToast !== undefined) toast.error(typeof errorToast === 'string' ? errorToast : errorToast(error));
      },
    }),
    // A failed admin read is shown with a Retry button rather than retried quietly.
    defaultOptions: { queries: { retry: false } },
  });
}
