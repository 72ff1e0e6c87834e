// The product list's catalogue in parts (lib/catalogue-parts.ts), one file each.
import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCatalogueParts } from '../../lib/cards';
import { partName } from '../../lib/catalogue-parts';

export const getStaticPaths = (async () => {
  const { facets, prices, texts, cards } = await loadCatalogueParts();
  return [
    { params: { part: partName.facets }, props: { part: facets } },
    { params: { part: partName.prices }, props: { part: prices } },
    { params: { part: partName.texts }, props: { part: texts } },
    ...cards.map((part, index) => ({ params: { part: partName.cards(index) }, props: { part } })),
  ];
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(props.part), { headers: { 'Content-Type': 'application/json' } });
