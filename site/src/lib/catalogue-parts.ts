// The product list's catalogue parts, cut once per build from the cards every page shares.
import { createHash } from 'node:crypto';
import { sortCatalogue } from '@suvarna/domain';
import { type CatalogueParts, cutCatalogue } from '../features/product-list/catalogue-parts';
import { loadCards } from './cards';

let parts: Promise<CatalogueParts> | undefined;

export function loadCatalogueParts(): Promise<CatalogueParts> {
  parts ??= loadCards().then((cards) => {
    const list = sortCatalogue([...cards.values()], '');
    const version = createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 12);
    return cutCatalogue(list, version);
  });
  return parts;
}
