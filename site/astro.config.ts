import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { siteSettings } from './src/config/settings';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES } from './src/i18n/locales';
import { buildReport } from './src/integrations/build-report';
import { hydrateOnInteraction } from './src/integrations/hydrate-on-interaction';
import { productPictures } from './src/integrations/product-pictures';
import { listedPage, sitemap } from './src/integrations/sitemap';
import { cspDirectives, cspOrigins } from './src/lib/csp';

// Product and banner images come from the CMS, or from its bucket: only those origins may be
// fetched and optimised at build.
const remotePattern = (url: URL) => ({
  protocol: url.protocol.replace(':', ''),
  hostname: url.hostname,
  ...(url.port ? { port: url.port } : {}),
});
const pictureOrigins = [siteSettings.cmsUrl, siteSettings.picturesOrigin].flatMap((origin) =>
  origin ? [new URL(origin)] : [],
);

export default defineConfig({
  site: siteSettings.siteUrl,
  output: 'static',
  // Pages are generated two at a time: one renders while the other's files are written (with one,
  // a third of a rebuild was spent waiting on the disk).
  build: { concurrency: 2 },
  outDir: './dist',
  trailingSlash: 'ignore',
  // English at today's addresses, Gujarati under /gu/ and Hindi under /hi/ (src/i18n). The pages
  // live in src/pages/[...locale]/; nothing redirects but the home page's remembered choice.
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  // The sitemap lists the public pages only; the back office stays out of search engines.
  integrations: [
    // Islands are rendered to a string at build, not through a web stream: a fifth less time for a
    // full build (about 7 of 31 s at 1,000 products in three languages), the same HTML. Rendered
    // so, an island gets none of the id prefix the browser hydrates it with (@astrojs/react 7.0.0
    // passes it to the stream only), so an island rendered at build names its ids itself rather
    // than by useId (features/product/ProductTabs.tsx; its test hydrates the built markup).
    react({ experimentalDisableStreaming: true }),
    productPictures(),
    hydrateOnInteraction(),
    buildReport(siteSettings.pagesReportFile),
    sitemap({
      // Each page's entry lists its other languages (hreflang alternates).
      i18n: { defaultLocale: DEFAULT_LOCALE, locales: HTML_LANG },
      filter: listedPage,
    }),
  ],
  image: {
    remotePatterns: pictureOrigins.map(remotePattern),
  },
  // Every page gets a <meta> policy with its own script and style hashes (src/lib/csp.ts).
  security: {
    csp: { directives: cspDirectives(cspOrigins(siteSettings)) },
  },
  // A rebuild re-renders only the pages whose data changed: product pages return a cache key made
  // from what they show (src/features/product/product-pages.ts); the cache is Astro's cacheDir.
  experimental: { incrementalBuild: true },
  cacheDir: siteSettings.cacheDir,
  // No Markdown here; Shiki's inline styles would not pass the policy (Astro warns at every build).
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
    // The back office calls the CMS the policy allows: PUBLIC_CMS_URL, else CMS_URL, else the default.
    define: { 'import.meta.env.PUBLIC_CMS_URL': JSON.stringify(siteSettings.publicCmsUrl) },
    // Fonts stay files, even the tiny rupee-sign ones: inlined, they would weigh on the
    // render-blocking stylesheet of every page, and the policy's font-src allows no data: URLs.
    build: {
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      // scripts/build.mjs empties its output folder itself and makes the pages' folders there as
      // Astro starts: Astro emptying it too would take them away.
      emptyOutDir: !siteSettings.outputPrepared,
    },
    resolve: {
      // react-toastify's main build injects its CSS as a <style> element, which the policy refuses;
      // the unstyled build is the same code, and the back office loads ReactToastify.css as a file.
      alias: [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }],
    },
  },
});
