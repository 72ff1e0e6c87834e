// `client:interaction`: an island that is live only once a visitor reaches for it. The product
// page's gallery sits at the top of the page, so `client:visible` hydrated it (and fetched React)
// during every load, on a phone's slow CPU, for a picture most visitors only look at. Hydrated on
// the first pointer, touch or focus instead, it costs nothing until used; a tap made before it is
// live is held and replayed by features/layout/early-taps.ts, and a mouse resting on it by the
// directive itself.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { InteractionOptions } from './options';

export function hydrateOnInteraction(): AstroIntegration {
  return {
    name: 'suvarna:hydrate-on-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'interaction',
          entrypoint: fileURLToPath(new URL('./directive.ts', import.meta.url)),
        });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean | InteractionOptions;
  }
}
