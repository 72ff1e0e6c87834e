// The site's own Astro config, with Astro's cache in a folder of the bench's choosing, so cold
// builds start from an empty cache without touching the site's. BENCH_ASTRO_CACHE_DIR is not a
// setting anyone sets: the bench hands it to the build it starts (stack.ts).
const cacheDir = process.env.BENCH_ASTRO_CACHE_DIR;
if (!cacheDir) throw new Error("BENCH_ASTRO_CACHE_DIR must name the folder for Astro's cache");
// Loaded by path at run time: the site's config is type-checked with the site, not with the bench.
const siteConfigPath = '../../site/astro.config.ts';
const { default: siteConfig }: { default: Record<string, unknown> } = await import(/* @vite-ignore */ siteConfigPath);

export default { ...siteConfig, cacheDir };
