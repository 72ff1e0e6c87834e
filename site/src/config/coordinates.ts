// Where the shop stands, for the home page's JewelryStore (schema.org `geo`): read from the shop's
// map link when it carries coordinates, as Google Maps' links do. "Share → Embed a map" gives
// `…/maps/embed?pb=…!2d<longitude>!3d<latitude>…`; a pin's link `…/maps?q=<lat>,<lng>`, `ll=` or
// `…/@<lat>,<lng>,17z`. A link by place name carries none.

export interface Coordinates {
  latitude: number;
  longitude: number;
}

const NUMBER = String.raw`-?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*,\s*(${NUMBER})\s*$`);

/** Latitude and longitude within the globe's ranges, else null. */
export function coordinates(latitude: number, longitude: number): Coordinates | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** "21.1826,72.8320": latitude first, as maps write a pin. */
export function parseCoordinates(text: string): Coordinates | null {
  const pair = PAIR.exec(text);
  return pair ? coordinates(Number(pair[1]), Number(pair[2])) : null;
}

/** The coordinates a map link carries, or null. */
export function mapCoordinates(link: string): Coordinates | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const embedded = new RegExp(`!2d(${NUMBER})!3d(${NUMBER})`).exec(url.searchParams.get('pb') ?? '');
  if (embedded) return coordinates(Number(embedded[2]), Number(embedded[1]));
  for (const name of ['q', 'll', 'center']) {
    const value = url.searchParams.get(name);
    const found = value === null ? null : parseCoordinates(value);
    if (found) return found;
  }
  const at = new RegExp(`/@(${NUMBER}),(${NUMBER})`).exec(url.pathname);
  return at ? coordinates(Number(at[1]), Number(at[2])) : null;
}
