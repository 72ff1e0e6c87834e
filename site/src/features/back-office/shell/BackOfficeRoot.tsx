// What every back-office page shares: the query cache, the toasts (docs/back-office.md) and
// the toast carried over from the previous page.
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_AUTO_CLOSE_MS } from '../../../config/ui';
import { createQueryClient } from '../data/query-client';
import { takeFlash } from './flash';

export function BackOfficeRoot({ children }: { children: ReactNode }) {
  // One cache per page.
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast[flash.kind](flash.message);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        hideProgressBar={false}
        closeOnClick
        pauseOnHover
        draggable
      />
    </QueryClientProvider>
  );
}
