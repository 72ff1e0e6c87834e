// One part of the Shop settings form, framed with its title.
import type { ReactNode } from 'react';

export function Section({ title, children, hint }: { title: string; children: ReactNode; hint?: string }) {
  return (
    <fieldset className="grid gap-4 border border-line bg-white p-4 sm:p-6">
      <legend className="px-1 font-serif text-2xl text-charcoal">{title}</legend>
      {hint && <p className="-mt-2 text-sm text-stone">{hint}</p>}
      {children}
    </fieldset>
  );
}
