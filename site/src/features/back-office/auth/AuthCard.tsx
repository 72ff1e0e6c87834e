// The frame of the login, register and set-password screens: the monogram and the shop's name
// beside (or, on narrow screens, above) the form.
import type { ReactNode } from 'react';

export interface BrandProps {
  logoSrc: string;
  shopName: string;
}

export function AuthCard({ logoSrc, shopName, title, children }: BrandProps & { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-sand/50 px-4 py-10">
      <div className="flex w-full max-w-3xl flex-col border border-line bg-ivory shadow-[0_1px_30px_rgba(42,38,35,0.06)] md:flex-row">
        <div className="flex flex-col items-center justify-center gap-3 border-line border-b px-8 py-8 text-center md:w-2/5 md:border-r md:border-b-0">
          <img src={logoSrc} alt="" width={72} height={72} />
          <p className="font-serif text-3xl text-charcoal">{shopName}</p>
          <p className="eyebrow">Back office</p>
        </div>
        <div className="flex-1 px-6 py-8 sm:px-10">
          <h1 className="mb-6 text-3xl text-charcoal">{title}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}
