// Demo imagery: every product and banner picture is drawn here as vector art ("product photography"
// on an ivory ground) from a small JSON spec, so the seed needs no stock photos and no network.

import sharp from 'sharp';
import { seededRandom } from './random.js';

export type PieceKind =
  | 'ring'
  | 'solitaire'
  | 'band'
  | 'signet'
  | 'chain'
  | 'necklace'
  | 'mangalsutra'
  | 'earrings'
  | 'jhumka'
  | 'bangle'
  | 'kada'
  | 'pendant'
  | 'bracelet'
  | 'anklet'
  | 'nose-pin'
  | 'loose-diamond';

export type MetalTone = 'gold' | 'rose' | 'white' | 'silver' | 'platinum';
export type StoneKind = 'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'pearl';

/**
 * What to draw. `pattern` picks the design within a kind (any integer: the same pattern always gives the
 * same design); `view` picks the camera: 0 the hero shot, 1 and 2 another angle, a close-up or a pair.
 */
export type Drawing = {
  piece: PieceKind;
  metal: MetalTone;
  stone?: StoneKind;
  pattern?: number;
  view?: number;
};

/** The drawing's own coordinate space; the output size only scales it. */
const CANVAS = 800;
const CENTRE = CANVAS / 2;
const TAU = Math.PI * 2;
const IVORY = '#FBF7F0';
const MAROON = '#6B1F2A';
const ANTIQUE_GOLD = '#A8792B';
const CHARCOAL = '#2A2623';
const SERIF = "Georgia, 'DejaVu Serif', serif";

type Point = readonly [number, number];

// ---------------------------------------------------------------------------------------------------------
// Small helpers

/** One decimal is plenty at 800 px and keeps the SVG (and its parse time) small. */
function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function itemAt<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('itemAt: empty list');
  return item;
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

function hashText(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return (
    `M${num(cx - rx)},${num(cy)}A${num(rx)},${num(ry)} 0 1 0 ${num(cx + rx)},${num(cy)}` +
    `A${num(rx)},${num(ry)} 0 1 0 ${num(cx - rx)},${num(cy)}Z`
  );
}

function polygonPath(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${num(x)},${num(y)}`).join('L')}Z`;
}

function circleMarkup(cx: number, cy: number, r: number): string {
  return `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"/>`;
}

function polar(cx: number, cy: number, radius: number, angle: number): Point {
  return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
}

interface CurvePoint {
  x: number;
  y: number;
  /** Tangent direction in degrees. */
  angle: number;
  /** Curve parameter 0..1. */
  t: number;
}

/** Points spaced evenly by arc length along a parametric curve. */
function alongCurve(curve: (t: number) => Point, spacing: number, from = 0, to = 1): CurvePoint[] {
  const steps = 600;
  const points: CurvePoint[] = [];
  let previous = curve(from);
  let travelled = 0;
  let next = spacing / 2;
  for (let step = 1; step <= steps; step += 1) {
    const t = from + ((to - from) * step) / steps;
    const current = curve(t);
    const length = Math.hypot(current[0] - previous[0], current[1] - previous[1]);
    while (length > 0 && travelled + length >= next) {
      const share = (next - travelled) / length;
      points.push({
        x: previous[0] + (current[0] - previous[0]) * share,
        y: previous[1] + (current[1] - previous[1]) * share,
        angle: (Math.atan2(current[1] - previous[1], current[0] - previous[0]) * 180) / Math.PI,
        t: t - ((to - from) / steps) * (1 - share),
      });
      next += spacing;
    }
    travelled += length;
    previous = current;
  }
  return points;
}

/** A necklace hanging in a U from the top edge: x spans cx±halfWidth, bottom at top+depth. */
function hangingCurve(cx: number, top: number, halfWidth: number, depth: number, steepness = 1.3) {
  return (t: number): Point => {
    const s = -steepness + 2 * steepness * t;
    return [
      cx + (halfWidth * Math.sin(s)) / Math.sin(steepness),
      top + depth * (1 - (1 - Math.cos(s)) / (1 - Math.cos(steepness))),
    ];
  };
}

/** A closed loop lying on the table, seen from above at an angle (an ellipse), starting at the back. */
function loopCurve(cx: number, cy: number, rx: number, ry: number, start = -Math.PI / 2) {
  return (t: number): Point => [cx + rx * Math.cos(start + TAU * t), cy + ry * Math.sin(start + TAU * t)];
}

// ---------------------------------------------------------------------------------------------------------
// Colour

interface MetalPalette {
  deep: string;
  dark: string;
  mid: string;
  light: string;
  high: string;
}

const METAL_PALETTES: Record<MetalTone, MetalPalette> = {
  gold: { deep: '#5A3708', dark: '#93651A', mid: '#C9972F', light: '#EAC461', high: '#FFF3C2' },
  rose: { deep: '#5B2A1E', dark: '#975443', mid: '#C9836C', light: '#E9B49E', high: '#FFEAE0' },
  white: { deep: '#54555B', dark: '#8B8C92', mid: '#B9BAC0', light: '#DFE0E3', high: '#FFFFFF' },
  silver: { deep: '#505254', dark: '#888A8D', mid: '#BABCBF', light: '#E1E3E5', high: '#FFFFFF' },
  platinum: { deep: '#4A525D', dark: '#808996', mid: '#AEB7C2', light: '#D8DEE6', high: '#F8FBFF' },
};

interface StonePalette {
  dark: string;
  mid: string;
  light: string;
  pale: string;
  white: string;
}

const STONE_PALETTES: Record<Exclude<StoneKind, 'pearl'>, StonePalette> = {
  diamond: { dark: '#6F88A8', mid: '#A9BED6', light: '#D6E3F0', pale: '#EEF4FA', white: '#FFFFFF' },
  ruby: { dark: '#4A0610', mid: '#8E0F22', light: '#C8283E', pale: '#EB6478', white: '#FFD0D6' },
  emerald: { dark: '#03301C', mid: '#0A6039', light: '#16935A', pale: '#5CCF96', white: '#D6FFE9' },
  sapphire: { dark: '#081649', mid: '#13338F', light: '#2F5BC9', pale: '#7FA2F0', white: '#DCE6FF' },
};

function stops(list: ReadonlyArray<readonly [number, string, number?]>): string {
  return list
    .map(([offset, colour, opacity]) =>
      opacity === undefined
        ? `<stop offset="${offset}" stop-color="${colour}"/>`
        : `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
    )
    .join('');
}

/** The gradients every metal part uses: ids are the sketch prefix plus the short name. */
function metalGradients(prefix: string, p: MetalPalette): string {
  return [
    // Polished surfaces: bright streaks on a diagonal, as a softbox reflects in real metal.
    `<linearGradient id="${prefix}lin" x1="0" y1="0" x2="1" y2="1">${stops([
      [0, p.mid],
      [0.18, p.light],
      [0.32, p.high],
      [0.46, p.mid],
      [0.66, p.dark],
      [0.84, p.light],
      [1, p.mid],
    ])}</linearGradient>`,
    // A cylinder lit from the upper left: bangles, bands, cups.
    `<linearGradient id="${prefix}cyl" x1="0" y1="0" x2="1" y2="0">${stops([
      [0, p.deep],
      [0.1, p.dark],
      [0.26, p.light],
      [0.36, p.high],
      [0.48, p.light],
      [0.7, p.mid],
      [0.9, p.dark],
      [1, p.deep],
    ])}</linearGradient>`,
    `<linearGradient id="${prefix}rim" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, p.high],
      [0.45, p.light],
      [1, p.mid],
    ])}</linearGradient>`,
    `<linearGradient id="${prefix}inner" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, p.deep],
      [0.35, p.dark],
      [0.8, p.mid],
      [1, p.light],
    ])}</linearGradient>`,
    `<linearGradient id="${prefix}band" x1="0" y1="0" x2="0" y2="1">${stops([
      [0, '#FFFFFF', 0.55],
      [0.25, '#FFFFFF', 0],
      [0.7, '#000000', 0],
      [1, '#000000', 0.28],
    ])}</linearGradient>`,
    `<radialGradient id="${prefix}ball" cx="0.38" cy="0.34" r="0.72">${stops([
      [0, p.high],
      [0.22, p.light],
      [0.58, p.mid],
      [0.88, p.dark],
      [1, p.deep],
    ])}</radialGradient>`,
    `<radialGradient id="${prefix}cup" cx="0.5" cy="0.42" r="0.62">${stops([
      [0, p.deep],
      [0.45, p.dark],
      [0.75, p.mid],
      [0.9, p.high],
      [1, p.light],
    ])}</radialGradient>`,
    // A drop shadow, as if lit from the upper left: two faint offset copies of the silhouette overlap into a
    // soft edge. (A Gaussian blur looks much the same but costs more than the whole drawing; every extra
    // copy costs a tenth of it.) The region hugs the piece: the filter's cost grows with its area.
    `<filter id="${prefix}shadow" x="-2%" y="-2%" width="106%" height="108%" color-interpolation-filters="sRGB">` +
      '<feFlood flood-color="#4A3215" flood-opacity="0.11"/>' +
      '<feComposite in2="SourceAlpha" operator="in" result="s"/>' +
      '<feOffset in="s" dx="2" dy="4.5" result="near"/><feOffset in="s" dx="5" dy="11" result="far"/>' +
      '<feMerge><feMergeNode in="far"/><feMergeNode in="near"/><feMergeNode in="SourceGraphic"/></feMerge></filter>',
  ].join('');
}

// ---------------------------------------------------------------------------------------------------------
// The sketch: collects defs and body markup for one drawing

class Sketch {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  private readonly definedKeys = new Set<string>();
  readonly metal: MetalPalette;

  constructor(
    readonly prefix: string,
    tone: MetalTone,
    readonly random: () => number,
  ) {
    this.metal = METAL_PALETTES[tone];
    this.defs.push(metalGradients(prefix, this.metal));
  }

  add(markup: string): void {
    this.body.push(markup);
  }

  /** A metal paint: lin, cyl, rim, inner, band, ball or cup. */
  paint(name: 'lin' | 'cyl' | 'rim' | 'inner' | 'band' | 'ball' | 'cup'): string {
    return `url(#${this.prefix}${name})`;
  }

  /** Registers a definition once per drawing and returns its url() reference. */
  shared(key: string, build: (id: string) => string): string {
    const id = `${this.prefix}${key}`;
    if (!this.definedKeys.has(key)) {
      this.definedKeys.add(key);
      this.defs.push(build(id));
    }
    return `url(#${id})`;
  }

  group(attributes: string, draw: () => void): void {
    this.add(`<g ${attributes}>`);
    draw();
    this.add('</g>');
  }

  at(x: number, y: number, scaleX: number, scaleY: number, draw: () => void, rotate = 0): void {
    const rotation = rotate === 0 ? '' : ` rotate(${num(rotate)})`;
    const scale = scaleX === 1 && scaleY === 1 ? '' : ` scale(${num2(scaleX)} ${num2(scaleY)})`;
    this.group(`transform="translate(${num(x)} ${num(y)})${rotation}${scale}"`, draw);
  }

  markup(): { defs: string; body: string } {
    return { defs: this.defs.join(''), body: this.body.join('') };
  }
}

function num2(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

// ---------------------------------------------------------------------------------------------------------
// Stones

function gemBallPaint(sk: Sketch, stone: Exclude<StoneKind, 'pearl'>): string {
  const p = STONE_PALETTES[stone];
  return sk.shared(
    `gem-${stone}`,
    (id) =>
      `<radialGradient id="${id}" cx="0.4" cy="0.36" r="0.7">${stops([
        [0, p.white],
        [0.25, p.pale],
        [0.55, p.light],
        [0.85, p.mid],
        [1, p.dark],
      ])}</radialGradient>`,
  );
}

function facetColour(p: StonePalette, level: number): string {
  if (level > 0.85) return p.white;
  if (level > 0.35) return p.pale;
  if (level > -0.15) return p.light;
  if (level > -0.65) return p.mid;
  return p.dark;
}

/** How much a facet facing `angle` catches the light coming from the upper left. */
function lightOn(angle: number): number {
  return Math.cos(angle + (3 * Math.PI) / 4);
}

/** A round brilliant seen from above: table, star, kite and girdle facets. */
function gemTop(sk: Sketch, cx: number, cy: number, r: number, stone: StoneKind): void {
  if (stone === 'pearl') {
    pearl(sk, cx, cy, r);
    return;
  }
  const p = STONE_PALETTES[stone];
  if (r < 9) {
    sk.add(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${gemBallPaint(sk, stone)}" ` +
        `stroke="${p.dark}" stroke-opacity="0.5" stroke-width="0.6"/>`,
    );
    sk.add(
      `<circle cx="${num(cx - r * 0.3)}" cy="${num(cy - r * 0.32)}" r="${num(r * 0.28)}" fill="#fff" ` +
        'fill-opacity="0.9"/>',
    );
    return;
  }
  const table = 0.54;
  const star = 0.8;
  const facets: string[] = [];
  const facet = (points: readonly Point[], level: number) =>
    facets.push(`<path d="${polygonPath(points)}" fill="${facetColour(p, level)}"/>`);
  // Small stones get the eight main facets only: the rest would not show and would cost render time.
  const detailed = r >= 20;
  if (!detailed) {
    sk.add(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${p.mid}"/>`);
  }
  for (let index = 0; index < 8; index += 1) {
    const a = -Math.PI / 2 + (index * TAU) / 8;
    const tableA = polar(cx, cy, r * table, a);
    const tableB = polar(cx, cy, r * table, a + TAU / 8);
    const starTip = polar(cx, cy, r * star, a + TAU / 16);
    const starBefore = polar(cx, cy, r * star, a - TAU / 16);
    const girdleA = polar(cx, cy, r, a);
    const girdleMid = polar(cx, cy, r, a + TAU / 16);
    const girdleB = polar(cx, cy, r, a + TAU / 8);
    const light = lightOn(a + TAU / 16);
    facet([tableA, tableB, starTip], light * 0.6 + 0.55);
    facet([tableA, starBefore, girdleA, starTip], lightOn(a) * 0.8 + (index % 2 === 0 ? 0.3 : -0.35));
    if (detailed) {
      facet([starTip, girdleA, girdleMid], light * 0.7 + (index % 2 === 0 ? 0.45 : -0.55));
      facet([starTip, girdleMid, girdleB], light * 0.7 + (index % 2 === 0 ? -0.5 : 0.4));
    }
  }
  const tableId = sk.shared(
    `table-${stone}`,
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">${stops([
        [0, p.white],
        [0.45, p.pale],
        [0.6, p.light],
        [1, p.pale],
      ])}</linearGradient>`,
  );
  const octagon: Point[] = [];
  for (let index = 0; index < 8; index += 1) octagon.push(polar(cx, cy, r * table, -Math.PI / 2 + (index * TAU) / 8));
  const edges = detailed
    ? `stroke="${p.white}" stroke-opacity="0.55" stroke-width="${num(r * 0.012)}" stroke-linejoin="round"`
    : '';
  sk.add(`<g ${edges}>${facets.join('')}<path d="${polygonPath(octagon)}" fill="${tableId}"/></g>`);
  sk.add(
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${p.dark}" ` +
      `stroke-opacity="0.55" stroke-width="${num(Math.max(0.6, r * 0.025))}"/>`,
  );
}

/** A round brilliant seen from the side: crown above the girdle, pavilion down to the culet. */
function gemSide(sk: Sketch, cx: number, cy: number, width: number, stone: Exclude<StoneKind, 'pearl'>): void {
  const p = STONE_PALETTES[stone];
  const w = width;
  const girdle = [-0.5, -0.31, -0.1, 0.1, 0.31, 0.5].map((f): Point => [cx + f * w, cy]);
  const table = [-0.29, -0.15, 0, 0.15, 0.29].map((f): Point => [cx + f * w, cy - 0.17 * w]);
  const crownLevels = [0.1, 0.95, 0.4, -0.3, 0.9, 0.5, -0.6, 0.3, 0.8, -0.2, 0.2];
  const parts: string[] = [];
  const zigzag: Point[] = [];
  for (let index = 0; index < girdle.length; index += 1) {
    zigzag.push(itemAt(girdle, index));
    if (index < table.length) zigzag.push(itemAt(table, index));
  }
  for (let index = 0; index + 2 < zigzag.length; index += 1) {
    const points = [itemAt(zigzag, index), itemAt(zigzag, index + 1), itemAt(zigzag, index + 2)];
    parts.push(`<path d="${polygonPath(points)}" fill="${facetColour(p, itemAt(crownLevels, index))}"/>`);
  }
  const culet: Point = [cx, cy + 0.43 * w];
  const pavilionLevels = [-0.5, 0.6, -0.8, 0.95, 0.1, -0.4, 0.7, -0.7, 0.3];
  const rim = [-0.5, -0.38, -0.24, -0.1, 0.04, 0.18, 0.31, 0.42, 0.5].map((f): Point => [cx + f * w, cy]);
  for (let index = 0; index + 1 < rim.length; index += 1) {
    const points = [itemAt(rim, index), itemAt(rim, index + 1), culet];
    parts.push(`<path d="${polygonPath(points)}" fill="${facetColour(p, itemAt(pavilionLevels, index))}"/>`);
  }
  parts.push(
    `<path d="M${num(cx - 0.29 * w)},${num(cy - 0.17 * w)}H${num(cx + 0.29 * w)}" stroke="${p.white}" ` +
      `stroke-width="${num(w * 0.012)}"/>`,
  );
  const outline = polygonPath([
    [cx - 0.5 * w, cy],
    [cx - 0.29 * w, cy - 0.17 * w],
    [cx + 0.29 * w, cy - 0.17 * w],
    [cx + 0.5 * w, cy],
    culet,
  ]);
  sk.add(
    `<g stroke="${p.white}" stroke-opacity="0.5" stroke-width="${num(Math.max(0.5, w * 0.004))}" ` +
      `stroke-linejoin="round">${parts.join('')}</g>`,
  );
  sk.add(`<path d="${outline}" fill="none" stroke="${p.dark}" stroke-opacity="0.6" stroke-width="${num(w * 0.008)}"/>`);
  sk.add(
    `<rect x="${num(cx - 0.5 * w)}" y="${num(cy - w * 0.008)}" width="${num(w)}" height="${num(w * 0.016)}" ` +
      `fill="${p.light}"/>`,
  );
}

/** A pear-shaped (teardrop) stone, point up, with radiating facets. */
function gemPear(sk: Sketch, cx: number, cy: number, width: number, height: number, stone: StoneKind): void {
  const outline = teardropPoints(cx, cy, width, height, 18);
  if (stone === 'pearl') {
    sk.add(`<path d="${smoothClosedPath(outline)}" fill="${pearlPaint(sk)}"/>`);
    return;
  }
  const p = STONE_PALETTES[stone];
  const heart: Point = [cx, cy + height * 0.12];
  const parts: string[] = [];
  outline.forEach((point, index) => {
    const next = itemAt(outline, index + 1);
    const angle = Math.atan2((point[1] + next[1]) / 2 - heart[1], (point[0] + next[0]) / 2 - heart[0]);
    const level = lightOn(angle) * 0.7 + (index % 2 === 0 ? 0.4 : -0.45);
    parts.push(`<path d="${polygonPath([point, next, heart])}" fill="${facetColour(p, level)}"/>`);
  });
  const inner = outline.map(([x, y]): Point => [heart[0] + (x - heart[0]) * 0.5, heart[1] + (y - heart[1]) * 0.5]);
  parts.push(`<path d="${polygonPath(inner)}" fill="${p.pale}" fill-opacity="0.75"/>`);
  sk.add(
    `<g stroke="${p.white}" stroke-opacity="0.5" stroke-width="${num(Math.max(0.5, width * 0.01))}" ` +
      `stroke-linejoin="round">${parts.join('')}</g>`,
  );
  sk.add(
    `<path d="${polygonPath(outline)}" fill="none" stroke="${p.dark}" stroke-opacity="0.6" ` +
      `stroke-width="${num(Math.max(0.6, width * 0.02))}"/>`,
  );
}

function teardropPoints(cx: number, cy: number, width: number, height: number, count: number): Point[] {
  const points: Point[] = [];
  for (let index = 0; index < count; index += 1) {
    const t = (index * TAU) / count;
    // sin(t)·sin(t/2) peaks near 0.77: normalise so the drop is `width` wide.
    points.push([cx + ((width / 2) * Math.sin(t) * Math.sin(t / 2)) / 0.77, cy - (height / 2) * Math.cos(t)]);
  }
  return points;
}

/** A closed path through the points, rounded with quadratic curves through the midpoints. */
function smoothClosedPath(points: readonly Point[]): string {
  const mid = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const first = mid(itemAt(points, -1), itemAt(points, 0));
  let d = `M${num(first[0])},${num(first[1])}`;
  points.forEach((point, index) => {
    const end = mid(point, itemAt(points, index + 1));
    d += `Q${num(point[0])},${num(point[1])} ${num(end[0])},${num(end[1])}`;
  });
  return `${d}Z`;
}

/** A smooth polished cabochon (temple jewellery's rubies and emeralds). */
function cabochon(sk: Sketch, cx: number, cy: number, rx: number, ry: number, stone: StoneKind): void {
  if (stone === 'pearl') {
    sk.add(`<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${pearlPaint(sk)}"/>`);
    return;
  }
  const p = STONE_PALETTES[stone];
  sk.add(
    `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${gemBallPaint(sk, stone)}" ` +
      `stroke="${p.dark}" stroke-width="${num(Math.max(0.6, rx * 0.06))}"/>`,
  );
  sk.add(
    `<ellipse cx="${num(cx - rx * 0.32)}" cy="${num(cy - ry * 0.38)}" rx="${num(rx * 0.3)}" ` +
      `ry="${num(ry * 0.18)}" fill="#fff" fill-opacity="0.75" ` +
      `transform="rotate(-30 ${num(cx - rx * 0.32)} ${num(cy - ry * 0.38)})"/>`,
  );
}

function pearlPaint(sk: Sketch): string {
  return sk.shared(
    'pearl',
    (id) =>
      `<radialGradient id="${id}" cx="0.38" cy="0.34" r="0.75">${stops([
        [0, '#FFFFFF'],
        [0.3, '#FBF6EF'],
        [0.65, '#EADFD2'],
        [0.88, '#CDBFAE'],
        [1, '#A8977F'],
      ])}</radialGradient>`,
  );
}

function pearl(sk: Sketch, cx: number, cy: number, r: number): void {
  sk.add(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${pearlPaint(sk)}"/>`);
  // The faint pink overtone of a good pearl.
  sk.add(
    `<circle cx="${num(cx + r * 0.15)}" cy="${num(cy + r * 0.2)}" r="${num(r * 0.6)}" fill="#F3C9C4" ` +
      'fill-opacity="0.18"/>',
  );
}

/** A four-pointed glint where light catches a stone or a polished edge. */
function sparkle(sk: Sketch, cx: number, cy: number, size: number, opacity = 0.95): void {
  const s = size;
  const w = size * 0.14;
  const d =
    `M${num(cx)},${num(cy - s)}Q${num(cx + w)},${num(cy - w)} ${num(cx + s)},${num(cy)}` +
    `Q${num(cx + w)},${num(cy + w)} ${num(cx)},${num(cy + s)}Q${num(cx - w)},${num(cy + w)} ${num(cx - s)},${num(cy)}` +
    `Q${num(cx - w)},${num(cy - w)} ${num(cx)},${num(cy - s)}Z`;
  sk.add(`<path d="${d}" fill="#fff" fill-opacity="${opacity}"/>`);
  sk.add(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(s * 0.16)}" fill="#fff" fill-opacity="${opacity}"/>`);
}

/** A stone in a metal bezel or claws, seen from above. */
function setStone(sk: Sketch, cx: number, cy: number, r: number, stone: StoneKind, claws = 0): void {
  sk.add(
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 1.16)}" fill="${sk.paint('lin')}" ` +
      `stroke="${sk.metal.deep}" stroke-opacity="0.55" stroke-width="${num(Math.max(0.5, r * 0.05))}"/>`,
  );
  gemTop(sk, cx, cy, r, stone);
  for (let index = 0; index < claws; index += 1) {
    const [x, y] = polar(cx, cy, r * 0.98, Math.PI / 4 + (index * TAU) / claws);
    sk.add(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.17)}" fill="${sk.paint('ball')}"/>`);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Metal parts

/** A polished metal bead. Below a few pixels shading does not show, and a flat fill renders much faster. */
function ball(sk: Sketch, cx: number, cy: number, r: number): void {
  const paint = r < 3.5 ? sk.metal.light : sk.paint('ball');
  sk.add(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${paint}"/>`);
}

/** A straight wire or post. (A gradient stroke on a straight line has an empty bounding box, so solid paint.) */
function rod(sk: Sketch, x1: number, y1: number, x2: number, y2: number, width: number): void {
  const d = `M${num(x1)},${num(y1)}L${num(x2)},${num(y2)}`;
  sk.add(
    `<path d="${d}" stroke="${sk.metal.dark}" stroke-width="${num(width)}" stroke-linecap="round"/>` +
      `<path d="${d}" stroke="${sk.metal.light}" stroke-width="${num(width * 0.4)}" stroke-linecap="round" ` +
      `transform="translate(${num(-width * 0.15)} 0)"/>`,
  );
}

function blackBead(sk: Sketch, cx: number, cy: number, r: number): void {
  const paint = sk.shared(
    'black-bead',
    (id) =>
      `<radialGradient id="${id}" cx="0.36" cy="0.32" r="0.75">${stops([
        [0, '#8A8A8A'],
        [0.18, '#3A3A3A'],
        [0.6, '#141414'],
        [1, '#050505'],
      ])}</radialGradient>`,
  );
  sk.add(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${paint}"/>`);
}

/** A dry rudraksha seed: brown, deeply furrowed, capped in metal by the caller. */
function rudraksha(sk: Sketch, cx: number, cy: number, r: number): void {
  const paint = sk.shared(
    'rudraksha',
    (id) =>
      `<radialGradient id="${id}" cx="0.4" cy="0.36" r="0.72">${stops([
        [0, '#B77A45'],
        [0.45, '#7E4522'],
        [0.85, '#4A2410'],
        [1, '#2C1407'],
      ])}</radialGradient>`,
  );
  sk.add(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${paint}"/>`);
  const furrows: string[] = [];
  for (let index = 1; index < 5; index += 1) {
    const rx = r * Math.abs(Math.cos((index * Math.PI) / 5));
    furrows.push(
      `<path d="M${num(cx)},${num(cy - r)}A${num(Math.max(0.5, rx))},${num(r)} 0 0 ${index < 3 ? 0 : 1} ` +
        `${num(cx)},${num(cy + r)}"/>`,
    );
  }
  sk.add(
    `<g fill="none" stroke="#2A1206" stroke-opacity="0.55" stroke-width="${num(r * 0.09)}">${furrows.join('')}</g>`,
  );
  for (let index = 0; index < 10; index += 1) {
    const [x, y] = polar(cx, cy, r * 0.75 * Math.sqrt(sk.random()), sk.random() * TAU);
    sk.add(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.08)}" fill="#D9A070" fill-opacity="0.45"/>`);
  }
}

/** A ghungroo: the little bell that makes a payal chime. */
function bell(sk: Sketch, cx: number, cy: number, r: number): void {
  sk.add(
    `<circle cx="${num(cx)}" cy="${num(cy - r * 1.05)}" r="${num(r * 0.32)}" fill="none" ` +
      `stroke="${sk.paint('lin')}" stroke-width="${num(r * 0.18)}"/>`,
  );
  ball(sk, cx, cy, r);
  sk.add(
    `<path d="M${num(cx - r * 0.7)},${num(cy + r * 0.25)}Q${num(cx)},${num(cy + r * 0.55)} ${num(cx + r * 0.7)},` +
      `${num(cy + r * 0.25)}" fill="none" stroke="${sk.metal.deep}" stroke-width="${num(r * 0.2)}" ` +
      'stroke-linecap="round"/>',
  );
}

/** A gold coin with a beaded rim and an embossed lotus (kasu / Lakshmi coin). */
function coin(sk: Sketch, cx: number, cy: number, r: number, petals = 8): void {
  const p = sk.metal;
  sk.add(
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${sk.paint('lin')}" stroke="${p.deep}" ` +
      `stroke-opacity="0.6" stroke-width="${num(r * 0.04)}"/>`,
  );
  sk.add(
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.78)}" fill="${sk.paint('cyl')}" stroke="${p.deep}" ` +
      `stroke-opacity="0.5" stroke-width="${num(r * 0.04)}"/>`,
  );
  if (r > 14) {
    for (let index = 0; index < 16; index += 1) {
      const [x, y] = polar(cx, cy, r * 0.89, (index * TAU) / 16);
      sk.add(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 0.065)}" fill="${sk.paint('ball')}"/>`);
    }
  }
  lotus(sk, cx, cy, r * 0.55, petals);
}

/** An embossed lotus: the motif of temple jewellery. */
function lotus(sk: Sketch, cx: number, cy: number, r: number, count = 8): void {
  const petals: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const angle = (index * 360) / count;
    petals.push(
      `<ellipse cx="${num(cx)}" cy="${num(cy - r * 0.55)}" rx="${num(r * 0.22)}" ry="${num(r * 0.45)}" ` +
        `transform="rotate(${angle} ${num(cx)} ${num(cy)})"/>`,
    );
  }
  sk.add(
    `<g fill="${sk.paint('rim')}" stroke="${sk.metal.deep}" stroke-opacity="0.45" ` +
      `stroke-width="${num(Math.max(0.5, r * 0.04))}">${petals.join('')}</g>`,
  );
  ball(sk, cx, cy, r * 0.3);
}

/** A flower of stones or of polished metal petals, seen from above, centred on (cx, cy). */
function flower(sk: Sketch, cx: number, cy: number, r: number, stone: StoneKind | undefined, petals = 6): void {
  const p = sk.metal;
  sk.add(
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.98)}" fill="${sk.paint('inner')}" ` +
      `stroke="${p.deep}" stroke-opacity="0.4" stroke-width="${num(r * 0.02)}"/>`,
  );
  for (let index = 0; index < petals; index += 1) {
    const angle = -Math.PI / 2 + (index * TAU) / petals;
    if (stone === undefined) {
      const degrees = (angle * 180) / Math.PI + 90;
      const [x, y] = polar(cx, cy, r * 0.55, angle);
      sk.add(
        `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(r * 0.26)}" ` +
          `ry="${num(r * 0.44)}" fill="${sk.paint('lin')}" ` +
          `stroke="${p.deep}" stroke-opacity="0.5" stroke-width="${num(r * 0.025)}" ` +
          `transform="rotate(${num(degrees)} ${num(x)} ${num(y)})"/>`,
      );
      sk.add(
        `<path d="M${num(cx + Math.cos(angle) * r * 0.25)},${num(cy + Math.sin(angle) * r * 0.25)}` +
          `L${num(cx + Math.cos(angle) * r * 0.8)},${num(cy + Math.sin(angle) * r * 0.8)}" stroke="${p.deep}" ` +
          `stroke-opacity="0.35" stroke-width="${num(r * 0.025)}"/>`,
      );
    } else {
      const [x, y] = polar(cx, cy, r * 0.66, angle);
      // Petals are always small diamonds; the chosen stone takes the centre.
      setStone(sk, x, y, r * 0.26, 'diamond');
    }
  }
  if (stone === undefined) {
    ball(sk, cx, cy, r * 0.28);
  } else {
    setStone(sk, cx, cy, r * 0.36, stone, 4);
  }
}

/** Milgrain: a row of tiny metal beads along a path, the hand-finished edge of Indian gold work. */
function beadRow(sk: Sketch, points: readonly CurvePoint[], r: number): void {
  // Granules this small show no shading; a flat fill renders much faster than a gradient per dot.
  const paint = r < 4 ? sk.metal.light : sk.paint('ball');
  sk.add(`<g fill="${paint}">${points.map((pt) => circleMarkup(pt.x, pt.y, r)).join('')}</g>`);
}

// ---------------------------------------------------------------------------------------------------------
// Bands: rings, bangles and kadas are one cylinder seen from above at an angle

interface BandSpec {
  cx: number;
  cy: number;
  /** Outer radius across and (foreshortened) deep. */
  rx: number;
  ry: number;
  /** Wall thickness across. */
  thickness: number;
  /** Band width as seen (the cylinder's height). */
  height: number;
}

/** Position on the visible front surface: theta 0 (right) .. PI (left), level -1 (top edge) .. 1 (bottom). */
interface BandFront {
  spec: BandSpec;
  point(theta: number, level: number): Point;
  /** Horizontal foreshortening at theta (1 facing the viewer, 0 at the sides). */
  squeeze(theta: number): number;
}

function drawBand(sk: Sketch, spec: BandSpec, decorate?: (front: BandFront) => void): void {
  const { cx, cy, rx, ry, thickness, height } = spec;
  const p = sk.metal;
  const top = cy - height / 2;
  const bottom = cy + height / 2;
  const irx = rx - thickness;
  const iry = ry - (thickness * ry) / rx;
  // The see-through hole is where the top opening and the bottom opening overlap; it is cut out of the
  // surfaces with even-odd fills (a mask would cost a full-canvas compositing pass).
  let hole = '';
  if (height / 2 < iry) {
    const x0 = irx * Math.sqrt(1 - (height / 2 / iry) ** 2);
    hole =
      `M${num(cx - x0)},${num(cy)}A${num(irx)},${num(iry)} 0 0 1 ${num(cx + x0)},${num(cy)}` +
      `A${num(irx)},${num(iry)} 0 0 1 ${num(cx - x0)},${num(cy)}Z`;
  }
  const hull =
    `M${num(cx - rx)},${num(top)}A${num(rx)},${num(ry)} 0 0 1 ${num(cx + rx)},${num(top)}L${num(cx + rx)},` +
    `${num(bottom)}A${num(rx)},${num(ry)} 0 0 1 ${num(cx - rx)},${num(bottom)}Z`;
  const front =
    `M${num(cx - rx)},${num(top)}A${num(rx)},${num(ry)} 0 0 0 ${num(cx + rx)},${num(top)}L${num(cx + rx)},` +
    `${num(bottom)}A${num(rx)},${num(ry)} 0 0 1 ${num(cx - rx)},${num(bottom)}Z`;
  sk.add(`<path d="${hull}${hole}" fill-rule="evenodd" fill="${sk.paint('cyl')}"/>`);
  if (decorate !== undefined) {
    // Decorations stay inside the front surface by construction (theta within 0..PI, level within -1..1),
    // so they need no clip path.
    decorate({
      spec,
      point: (theta, level) => {
        const t = Math.min(Math.PI - 0.02, Math.max(0.02, theta));
        return [cx + rx * Math.cos(t), cy + ry * Math.sin(t) + (level * height) / 2];
      },
      squeeze: (theta) => Math.max(0.05, Math.sin(theta)),
    });
  }
  // Rounded band: light along the upper edge, shade along the lower.
  sk.add(`<path d="${front}" fill="${sk.paint('band')}"/>`);
  sk.add(
    `<path d="${ellipsePath(cx, top, rx, ry)}${ellipsePath(cx, top, irx, iry)}" fill-rule="evenodd" ` +
      `fill="${sk.paint('rim')}"/>`,
  );
  sk.add(`<path d="${ellipsePath(cx, top, irx, iry)}${hole}" fill-rule="evenodd" fill="${sk.paint('inner')}"/>`);
  // Specular line on the front top edge, a darker line where the band meets its shadow.
  sk.add(
    `<path d="M${num(cx - rx * 0.92)},${num(top + ry * 0.39)}A${num(rx)},${num(ry)} 0 0 0 ${num(cx + rx * 0.6)},` +
      `${num(top + ry * 0.8)}" fill="none" stroke="${p.high}" stroke-opacity="0.9" ` +
      `stroke-width="${num(Math.max(1, thickness * 0.12))}" stroke-linecap="round"/>`,
  );
  sk.add(
    `<path d="M${num(cx - rx)},${num(bottom)}A${num(rx)},${num(ry)} 0 0 0 ${num(cx + rx)},${num(bottom)}" ` +
      `fill="none" stroke="${p.deep}" stroke-opacity="0.55" stroke-width="${num(Math.max(1, thickness * 0.08))}"/>`,
  );
  sk.add(
    `<path d="${ellipsePath(cx, top, irx, iry)}" fill="none" stroke="${p.deep}" stroke-opacity="0.5" ` +
      `stroke-width="${num(Math.max(0.8, thickness * 0.06))}"/>`,
  );
}

type BandDecor = 'plain' | 'grooves' | 'stones' | 'rope' | 'floral' | 'lozenge' | 'two-tone' | 'hammered';

/** Draws one decoration on a band's visible front surface. */
function decorateBand(sk: Sketch, front: BandFront, decor: BandDecor, stone: StoneKind | undefined): void {
  const p = sk.metal;
  const { spec } = front;
  const edgeLine = (level: number, colour: string, width: number, opacity: number) => {
    const points: Point[] = [];
    for (let step = 0; step <= 48; step += 1) points.push(front.point((step * Math.PI) / 48, level));
    sk.add(
      `<path d="M${points.map(([x, y]) => `${num(x)},${num(y)}`).join('L')}" fill="none" stroke="${colour}" ` +
        `stroke-opacity="${opacity}" stroke-width="${num(width)}"/>`,
    );
  };
  const around = (count: number, draw: (theta: number, squeeze: number) => void) => {
    for (let index = 0; index < count; index += 1) {
      const theta = ((index + 0.5) * Math.PI) / count;
      draw(theta, front.squeeze(theta));
    }
  };
  switch (decor) {
    case 'plain':
      break;
    case 'grooves':
      for (const level of [-0.45, 0.45]) {
        edgeLine(level, p.deep, spec.height * 0.05, 0.5);
        edgeLine(level + 0.07, p.high, spec.height * 0.03, 0.7);
      }
      break;
    case 'two-tone': {
      // A white-metal centre stripe between polished yellow edges.
      const stripe: Point[] = [];
      for (let step = 0; step <= 48; step += 1) stripe.push(front.point((step * Math.PI) / 48, -0.32));
      for (let step = 48; step >= 0; step -= 1) stripe.push(front.point((step * Math.PI) / 48, 0.32));
      const silverPaint = sk.shared(
        'two-tone',
        (id) =>
          `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${stops([
            [0, '#8B8C92'],
            [0.3, '#F4F5F7'],
            [0.5, '#C9CACF'],
            [0.85, '#8B8C92'],
            [1, '#6B6C72'],
          ])}</linearGradient>`,
      );
      sk.add(`<path d="${polygonPath(stripe)}" fill="${silverPaint}"/>`);
      edgeLine(-0.32, p.deep, spec.height * 0.03, 0.5);
      edgeLine(0.32, p.deep, spec.height * 0.03, 0.5);
      break;
    }
    case 'stones': {
      const r = spec.height * 0.28;
      const count = Math.max(5, Math.round((spec.rx * Math.PI) / (r * 2.6)));
      edgeLine(-0.72, p.deep, spec.height * 0.03, 0.35);
      edgeLine(0.72, p.deep, spec.height * 0.03, 0.35);
      around(count, (theta, squeeze) => {
        const [x, y] = front.point(theta, 0);
        sk.at(x, y, squeeze, 1, () => setStone(sk, 0, 0, r, stone ?? 'diamond', 4));
      });
      break;
    }
    case 'rope': {
      const count = Math.round(spec.rx / 7);
      around(count, (theta) => {
        const [x1, y1] = front.point(theta - 0.05, -1);
        const [x2, y2] = front.point(theta + 0.05, 1);
        sk.add(
          `<path d="M${num(x1)},${num(y1)}L${num(x2)},${num(y2)}" stroke="${p.deep}" stroke-opacity="0.45" ` +
            `stroke-width="${num(spec.height * 0.07)}"/>` +
            `<path d="M${num(x1 + 3)},${num(y1)}L${num(x2 + 3)},${num(y2)}" stroke="${p.high}" stroke-opacity="0.6" ` +
            `stroke-width="${num(spec.height * 0.04)}"/>`,
        );
      });
      break;
    }
    case 'floral': {
      const count = Math.max(5, Math.round(spec.rx / (spec.height * 0.8)));
      edgeLine(-0.78, p.deep, spec.height * 0.025, 0.4);
      edgeLine(0.78, p.deep, spec.height * 0.025, 0.4);
      const dots: CurvePoint[] = [];
      for (let step = 0; step < count * 6; step += 1) {
        const theta = ((step + 0.5) * Math.PI) / (count * 6);
        for (const level of [-0.9, 0.9]) {
          const [x, y] = front.point(theta, level);
          dots.push({ x, y, angle: 0, t: 0 });
        }
      }
      beadRow(sk, dots, spec.height * 0.05);
      around(count, (theta, squeeze) => {
        const [x, y] = front.point(theta, 0);
        sk.at(x, y, squeeze, 1, () => {
          if (stone !== undefined) {
            flower(sk, 0, 0, spec.height * 0.36, stone, 6);
          } else {
            lotus(sk, 0, 0, spec.height * 0.36);
          }
        });
      });
      break;
    }
    case 'lozenge': {
      const count = Math.max(6, Math.round(spec.rx / (spec.height * 0.5)));
      around(count, (theta, squeeze) => {
        const [x, y] = front.point(theta, 0);
        const w = ((spec.rx * Math.PI) / count) * 0.42 * squeeze;
        const h = spec.height * 0.38;
        sk.add(
          `<path d="${polygonPath([
            [x, y - h],
            [x + w, y],
            [x, y + h],
            [x - w, y],
          ])}" fill="${sk.paint('lin')}" stroke="${p.deep}" stroke-opacity="0.55" ` +
            `stroke-width="${num(spec.height * 0.025)}"/>`,
        );
        if (stone !== undefined) {
          sk.at(x, y, squeeze, 1, () => gemTop(sk, 0, 0, spec.height * 0.14, stone));
        } else {
          ball(sk, x, y, spec.height * 0.08);
        }
      });
      break;
    }
    case 'hammered': {
      // Facets left by the hammer: each a small dent, dark on its upper side and bright below.
      const dents: string[] = [];
      for (let index = 0; index < 90; index += 1) {
        const theta = 0.12 + sk.random() * (Math.PI - 0.24);
        const [x, y] = front.point(theta, sk.random() * 1.7 - 0.85);
        const r = spec.height * (0.07 + sk.random() * 0.05);
        const rx = num(r * front.squeeze(theta));
        dents.push(
          `<ellipse cx="${num(x)}" cy="${num(y - r * 0.2)}" rx="${rx}" ry="${num(r * 0.8)}" fill="${p.deep}"/>` +
            `<ellipse cx="${num(x)}" cy="${num(y + r * 0.15)}" rx="${rx}" ry="${num(r * 0.7)}" fill="${p.high}"/>`,
        );
      }
      sk.add(`<g fill-opacity="0.13">${dents.join('')}</g>`);
      break;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Chains and strands

type LinkStyle = 'cable' | 'curb' | 'rope' | 'box' | 'ball' | 'figaro';

function chain(sk: Sketch, points: readonly CurvePoint[], style: LinkStyle, size: number): void {
  const p = sk.metal;
  // Fine links are a couple of pixels wide: a gradient on each would not show but would cost render time.
  const paint = size < 11 ? p.light : sk.paint('lin');
  const parts: string[] = [];
  points.forEach((pt, index) => {
    const x = num(pt.x);
    const y = num(pt.y);
    switch (style) {
      case 'cable':
      case 'figaro': {
        const long = style === 'figaro' && index % 4 === 0 ? 1.6 : 1;
        const flat = index % 2 === 0;
        const rx = size * 0.62 * long;
        const ry = flat ? size * 0.38 : size * 0.14;
        const shape =
          `cx="${x}" cy="${y}" rx="${num(rx)}" ry="${num(ry)}" ` + `transform="rotate(${num(pt.angle)} ${x} ${y})"`;
        if (flat) {
          parts.push(
            `<ellipse ${shape} fill="none" stroke="${p.deep}" ` +
              `stroke-opacity="0.55" stroke-width="${num(size * 0.26)}"/>`,
            `<ellipse ${shape} fill="none" stroke="${paint}" stroke-width="${num(size * 0.17)}"/>`,
          );
        } else {
          parts.push(
            `<ellipse ${shape} fill="${paint}" stroke="${p.deep}" ` +
              `stroke-opacity="0.5" stroke-width="${num(size * 0.06)}"/>`,
          );
        }
        break;
      }
      case 'curb': {
        const tilt = index % 2 === 0 ? 24 : -24;
        const shape =
          `cx="${x}" cy="${y}" rx="${num(size * 0.72)}" ry="${num(size * 0.44)}" ` +
          `transform="rotate(${num(pt.angle + tilt)} ${x} ${y})"`;
        parts.push(
          `<ellipse ${shape} fill="none" stroke="${p.deep}" stroke-opacity="0.6" stroke-width="${num(size * 0.34)}"/>`,
          `<ellipse ${shape} fill="none" stroke="${paint}" stroke-width="${num(size * 0.25)}"/>`,
        );
        break;
      }
      case 'rope': {
        const shape =
          `cx="${x}" cy="${y}" rx="${num(size * 0.8)}" ry="${num(size * 0.34)}" ` +
          `transform="rotate(${num(pt.angle + 52)} ${x} ${y})"`;
        parts.push(
          `<ellipse ${shape} fill="${p.dark}" stroke="${p.deep}" ` +
            `stroke-opacity="0.6" stroke-width="${num(size * 0.12)}"/>`,
          `<ellipse ${shape} fill="none" stroke="${paint}" stroke-width="${num(size * 0.22)}"/>`,
        );
        break;
      }
      case 'box': {
        const half = size * 0.46;
        const shape =
          `x="${num(pt.x - half)}" y="${num(pt.y - half)}" width="${num(half * 2)}" height="${num(half * 2)}" ` +
          `rx="${num(size * 0.08)}" transform="rotate(${num(pt.angle)} ${x} ${y})"`;
        parts.push(
          `<rect ${shape} fill="${p.deep}" fill-opacity="0.7"/>`,
          `<rect ${shape} fill="none" stroke="${paint}" stroke-width="${num(size * 0.2)}"/>`,
        );
        break;
      }
      case 'ball':
        parts.push(`<circle cx="${x}" cy="${y}" r="${num(size * 0.42)}" fill="${sk.paint('ball')}"/>`);
        break;
    }
  });
  sk.add(parts.join(''));
}

/** Black beads with a gold bead every few, as a mangalsutra has: two strands twisted together, or one. */
function blackBeadStrand(
  sk: Sketch,
  curve: (t: number) => Point,
  from: number,
  to: number,
  beadR: number,
  double: boolean,
): void {
  const points = alongCurve(curve, beadR * 1.9, from, to);
  points.forEach((pt, index) => {
    const normal = ((pt.angle + 90) * Math.PI) / 180;
    const offset = double ? beadR * 1.05 * Math.sin(index * 0.55) : 0;
    const gold = double ? index % 9 === 4 : index % 6 === 3;
    const x = pt.x + Math.cos(normal) * offset;
    const y = pt.y + Math.sin(normal) * offset;
    const x2 = pt.x - Math.cos(normal) * offset;
    const y2 = pt.y - Math.sin(normal) * offset;
    if (gold) {
      ball(sk, pt.x, pt.y, beadR * (double ? 1.45 : 1.15));
    } else {
      if (double) blackBead(sk, x2, y2, beadR);
      blackBead(sk, x, y, beadR);
    }
  });
}

// ---------------------------------------------------------------------------------------------------------
// The pieces

interface PieceContext {
  sk: Sketch;
  stone: StoneKind | undefined;
  pattern: number;
  view: number;
}

/** Camera moves shared by pieces that need no view of their own: a close-up, or the piece laid at an angle. */
function withView(ctx: PieceContext, focus: Point, draw: () => void): void {
  const { sk } = ctx;
  if (ctx.view === 1) {
    sk.group(
      `transform="translate(${CENTRE} ${CENTRE}) scale(1.4) translate(${num(-focus[0])} ${num(-focus[1])})"`,
      draw,
    );
  } else if (ctx.view === 2) {
    sk.group(`transform="translate(${CENTRE} 420) rotate(-9) scale(0.92 0.74) translate(-${CENTRE} -${CENTRE})"`, draw);
  } else {
    draw();
  }
}

function drawRingHead(ctx: PieceContext, kind: 'ring' | 'solitaire' | 'signet', x: number, y: number, r: number) {
  const { sk, stone, pattern } = ctx;
  const p = sk.metal;
  if (kind === 'solitaire') {
    const gem = stone ?? 'diamond';
    const w = r * 0.82;
    const girdleY = y - w * 0.56;
    // Claws behind the stone, then the stone, then the claws in front of it.
    const claw = (fromX: number, toX: number, opacity: number) =>
      sk.add(
        `<path d="M${num(x + fromX)},${num(y + 4)}Q${num(x + toX * 1.15)},${num(girdleY + w * 0.1)} ` +
          `${num(x + toX)},${num(girdleY - w * 0.16)}" fill="none" stroke="${sk.paint('lin')}" ` +
          `stroke-opacity="${opacity}" stroke-width="${num(w * 0.07)}" stroke-linecap="round"/>`,
      );
    claw(-w * 0.08, -w * 0.47, 1);
    claw(w * 0.08, w * 0.47, 1);
    sk.add(
      `<ellipse cx="${num(x)}" cy="${num(girdleY + w * 0.3)}" rx="${num(w * 0.3)}" ry="${num(w * 0.07)}" fill="none" ` +
        `stroke="${sk.paint('lin')}" stroke-width="${num(w * 0.05)}"/>`,
    );
    if (gem === 'pearl') {
      pearl(sk, x, girdleY, w * 0.45);
    } else {
      gemSide(sk, x, girdleY, w, gem);
    }
    claw(-w * 0.05, -w * 0.2, 1);
    claw(w * 0.05, w * 0.2, 1);
    sparkle(sk, x - w * 0.18, girdleY - w * 0.14, w * 0.22);
    sparkle(sk, x + w * 0.3, girdleY + w * 0.1, w * 0.12, 0.8);
    return;
  }
  if (kind === 'signet') {
    const w = r * 0.6;
    const h = r * 0.26;
    const plate = (dy: number): string =>
      polygonPath([
        [x - w, y - h * 0.55 + dy],
        [x - w * 0.72, y - h + dy],
        [x + w * 0.72, y - h + dy],
        [x + w, y - h * 0.55 + dy],
        [x + w, y - h * 0.05 + dy],
        [x + w * 0.72, y + h * 0.35 + dy],
        [x - w * 0.72, y + h * 0.35 + dy],
        [x - w, y - h * 0.05 + dy],
      ]);
    const lift = r * 0.12;
    sk.add(`<path d="${plate(0)}" fill="${p.dark}"/>`);
    sk.add(`<path d="${plate(-lift * 0.5)}" fill="${sk.paint('cyl')}"/>`);
    sk.add(`<path d="${plate(-lift)}" fill="${sk.paint('lin')}" stroke="${p.deep}" stroke-opacity="0.5"/>`);
    const faceY = y - lift - h * 0.32;
    if (stone !== undefined) {
      sk.at(x, faceY, 1, 0.5, () => {
        sk.add(
          `<rect x="${num(-w * 0.6)}" y="${num(-h * 1.05)}" width="${num(w * 1.2)}" height="${num(h * 2.1)}" ` +
            `rx="${num(h * 0.3)}" fill="${p.deep}"/>`,
        );
        cabochon(sk, 0, 0, w * 0.55, h * 0.95, stone);
      });
    } else {
      sk.add(
        `<path d="${polygonPath([
          [x - w * 0.7, faceY],
          [x, faceY - h * 0.4],
          [x + w * 0.7, faceY],
          [x, faceY + h * 0.4],
        ])}" fill="none" stroke="${p.deep}" stroke-opacity="0.5" stroke-width="${num(r * 0.015)}"/>`,
      );
      ball(sk, x, faceY, h * 0.14);
    }
    sparkle(sk, x - w * 0.55, y - lift - h * 0.7, r * 0.06, 0.85);
    return;
  }
  // A dress ring's head: its face seen at an angle over a little gallery.
  const face = r * (0.46 + (pattern % 2) * 0.06);
  const lift = r * 0.2;
  sk.add(
    `<path ` +
      `d="M${num(x - face * 0.95)},${num(y - lift)}L${num(x - face * 0.35)},${num(y + 4)}L${num(x + face * 0.35)},` +
      `${num(y + 4)}L${num(x + face * 0.95)},${num(y - lift)}Z" fill="${sk.paint('cyl')}" stroke="${p.deep}" ` +
      `stroke-opacity="0.4"/>`,
  );
  sk.at(x, y - lift - face * 0.08, 1, 0.58, () => {
    sk.add(`<circle cx="0" cy="${num(face * 0.2)}" r="${num(face * 1.02)}" fill="${p.dark}"/>`);
    drawRingFace(ctx, face);
  });
  if (stone !== undefined) sparkle(sk, x - face * 0.3, y - lift - face * 0.3, face * 0.32);
}

/** The top of a dress ring, centred on 0,0: a cluster, a halo, a cocktail dome or a navratna. */
function drawRingFace(ctx: PieceContext, r: number): void {
  const { sk, stone, pattern } = ctx;
  switch (pattern % 4) {
    case 0:
      flower(sk, 0, 0, r, stone, 8);
      break;
    case 1: {
      // An oval centre stone in a halo of diamonds.
      sk.add(`<ellipse cx="0" cy="0" rx="${num(r)}" ry="${num(r * 0.84)}" fill="${sk.paint('lin')}"/>`);
      for (let index = 0; index < 14; index += 1) {
        const [x, y] = polar(0, 0, r * 0.86, (index * TAU) / 14);
        gemTop(sk, x, y * 0.84, r * 0.13, 'diamond');
      }
      if (stone === undefined || stone === 'diamond') {
        setStone(sk, 0, 0, r * 0.6, 'diamond', 6);
      } else {
        cabochon(sk, 0, 0, r * 0.66, r * 0.52, stone);
      }
      break;
    }
    case 2: {
      // A domed antique top with granulation.
      sk.add(`<circle cx="0" cy="0" r="${num(r)}" fill="${sk.paint('ball')}"/>`);
      const dots: CurvePoint[] = [];
      for (let index = 0; index < 22; index += 1) {
        const [x, y] = polar(0, 0, r * 0.88, (index * TAU) / 22);
        dots.push({ x, y, angle: 0, t: 0 });
      }
      beadRow(sk, dots, r * 0.09);
      lotus(sk, 0, 0, r * 0.62);
      if (stone !== undefined) cabochon(sk, 0, 0, r * 0.2, r * 0.2, stone);
      break;
    }
    default: {
      // Navratna-style ring of stones round a centre; an all-diamond one when diamond is asked for.
      sk.add(`<circle cx="0" cy="0" r="${num(r)}" fill="${sk.paint('lin')}"/>`);
      const colours: StoneKind[] = ['ruby', 'emerald', 'sapphire', 'pearl', 'diamond', 'ruby', 'emerald', 'sapphire'];
      colours.forEach((colour, index) => {
        const [x, y] = polar(0, 0, r * 0.66, -Math.PI / 2 + (index * TAU) / 8);
        setStone(sk, x, y, r * 0.22, stone === 'diamond' ? 'diamond' : colour);
      });
      setStone(sk, 0, 0, r * 0.34, stone ?? 'ruby', 4);
      break;
    }
  }
}

function drawRing(ctx: PieceContext, kind: 'ring' | 'solitaire' | 'signet'): void {
  const { sk, stone, pattern } = ctx;
  const male = kind === 'signet';
  const R = 175;
  if (ctx.view === 2) {
    // Close-up from above: the head face-on, the shoulders running off the frame.
    const shoulder = kind === 'signet' ? 150 : 90;
    const bandPaint = sk.paint('cyl');
    sk.add(
      `<path d="M-40,${num(CENTRE + 150)}Q${CENTRE},${num(CENTRE - 40)} 840,${num(CENTRE + 150)}L840,` +
        `${num(CENTRE + 150 + shoulder * 0.7)}Q${CENTRE},${num(CENTRE - 40 + shoulder * 0.9)} -40,` +
        `${num(CENTRE + 150 + shoulder * 0.7)}Z" fill="${bandPaint}" stroke="${sk.metal.deep}" stroke-opacity="0.4"/>`,
    );
    sk.add(
      `<path d="M-40,${num(CENTRE + 150)}Q${CENTRE},${num(CENTRE - 40)} 840,${num(CENTRE + 150)}" fill="none" ` +
        `stroke="${sk.metal.high}" stroke-width="4" stroke-opacity="0.8"/>`,
    );
    if (kind === 'solitaire') {
      setStone(sk, CENTRE, CENTRE - 20, 190, stone ?? 'diamond', 4);
      sparkle(sk, CENTRE - 70, CENTRE - 90, 46);
      sparkle(sk, CENTRE + 80, CENTRE + 40, 24, 0.8);
    } else if (kind === 'signet') {
      sk.add(
        `<rect x="${CENTRE - 210}" y="${CENTRE - 170}" width="420" height="300" rx="40" fill="${sk.metal.dark}"/>` +
          `<rect x="${CENTRE - 200}" y="${CENTRE - 180}" width="400" height="290" rx="36" fill="${sk.paint('lin')}" ` +
          `stroke="${sk.metal.deep}" stroke-opacity="0.5" stroke-width="3"/>`,
      );
      if (stone !== undefined) {
        sk.add(
          `<rect x="${CENTRE - 130}" y="${CENTRE - 120}" width="260" height="170" rx="22" fill="${sk.metal.deep}"/>`,
        );
        cabochon(sk, CENTRE, CENTRE - 35, 118, 76, stone);
      } else {
        lotus(sk, CENTRE, CENTRE - 35, 110);
      }
    } else {
      sk.at(CENTRE, CENTRE - 20, 1, 1, () => drawRingFace(ctx, 210));
    }
    return;
  }
  const faceOn = ctx.view === 1;
  const decor: BandDecor = male
    ? itemAt(['plain', 'grooves', 'hammered'] as const, pattern)
    : kind === 'solitaire'
      ? itemAt(['plain', 'stones', 'plain'] as const, pattern)
      : itemAt(['plain', 'grooves', 'floral', 'plain'] as const, pattern);
  const spec: BandSpec = {
    cx: CENTRE,
    cy: 495,
    rx: R,
    ry: faceOn ? R * 0.93 : R * 0.6,
    thickness: male ? 30 : 22,
    height: faceOn ? 34 : male ? 90 : kind === 'solitaire' ? 48 : 64,
  };
  // A standing ring is the lying-down band turned on its side.
  sk.group(`transform="rotate(${faceOn ? 0 : -90} ${spec.cx} ${spec.cy})"`, () => {
    drawBand(sk, spec, (front) => decorateBand(sk, front, decor, decor === 'stones' ? 'diamond' : undefined));
  });
  const headY = faceOn ? spec.cy - spec.ry - spec.height / 2 + 6 : spec.cy - R + 8;
  drawRingHead(ctx, kind, CENTRE, headY, R);
}

function drawBandRing(ctx: PieceContext): void {
  const { sk, stone, pattern } = ctx;
  const decor = itemAt(['grooves', 'stones', 'two-tone', 'hammered', 'plain', 'rope'] as const, pattern);
  const gem = decor === 'stones' ? (stone ?? 'diamond') : undefined;
  if (ctx.view === 1) {
    // A couple's pair: his broader band behind, hers in front.
    drawBand(sk, { cx: 320, cy: 360, rx: 190, ry: 100, thickness: 24, height: 78 }, (front) =>
      decorateBand(sk, front, decor === 'stones' ? 'grooves' : decor, undefined),
    );
    drawBand(sk, { cx: 480, cy: 500, rx: 160, ry: 84, thickness: 20, height: 56 }, (front) =>
      decorateBand(sk, front, decor, gem),
    );
    return;
  }
  if (ctx.view === 2) {
    sk.group(`transform="rotate(-90 ${CENTRE} ${CENTRE})"`, () =>
      drawBand(sk, { cx: CENTRE, cy: CENTRE, rx: 220, ry: 110, thickness: 28, height: 96 }, (front) =>
        decorateBand(sk, front, decor, gem),
      ),
    );
    return;
  }
  drawBand(sk, { cx: CENTRE, cy: 420, rx: 250, ry: 130, thickness: 26, height: 100 }, (front) =>
    decorateBand(sk, front, decor, gem),
  );
  sparkle(sk, 260, 470, 20, 0.85);
}

function drawBangle(ctx: PieceContext, heavy: boolean): void {
  const { sk, stone, pattern } = ctx;
  const decor: BandDecor = heavy
    ? itemAt(['rope', 'grooves', 'floral', 'hammered'] as const, pattern)
    : itemAt(['floral', 'lozenge', 'stones', 'rope', 'grooves'] as const, pattern);
  const gem = decor === 'stones' ? (stone ?? 'diamond') : stone;
  const height = heavy ? 100 : 64;
  const thickness = heavy ? 30 : 18;
  if (ctx.view === 1) {
    // A pair stacked, as bangles are sold.
    for (const [dy, dx] of [
      [-70, -30],
      [70, 30],
    ] as const) {
      drawBand(sk, { cx: CENTRE + dx, cy: CENTRE + dy, rx: 260, ry: 120, thickness, height: height * 0.8 }, (front) =>
        decorateBand(sk, front, decor, gem),
      );
    }
    return;
  }
  if (ctx.view === 2) {
    sk.group(`transform="rotate(-90 ${CENTRE} ${CENTRE})"`, () =>
      drawBand(sk, { cx: CENTRE, cy: CENTRE, rx: 280, ry: 130, thickness, height }, (front) =>
        decorateBand(sk, front, decor, gem),
      ),
    );
    return;
  }
  drawBand(sk, { cx: CENTRE, cy: 420, rx: 290, ry: 150, thickness, height }, (front) =>
    decorateBand(sk, front, decor, gem),
  );
}

const CHAIN_STYLES: readonly LinkStyle[] = ['cable', 'curb', 'rope', 'box', 'figaro', 'ball'];

function drawChain(ctx: PieceContext): void {
  const { sk, pattern } = ctx;
  // Patterns cycle through the six link styles and then a rudraksha strand.
  const rudrakshaChain = pattern % 7 === 6;
  const style = itemAt(CHAIN_STYLES, pattern % 7);
  const size = style === 'curb' ? 24 : style === 'rope' ? 16 : style === 'ball' ? 15 : 18;
  if (ctx.view === 1) {
    // Close-up across the frame.
    const curve = (t: number): Point => [-60 + 920 * t, 420 + 120 * Math.sin(t * Math.PI * 1.4 - 0.4)];
    if (rudrakshaChain) {
      drawRudrakshaStrand(sk, curve, 44);
      return;
    }
    chain(sk, alongCurve(curve, (style === 'rope' ? 0.55 : 0.95) * size * 2.4), style, size * 2.4);
    return;
  }
  const curve =
    ctx.view === 2 ? loopCurve(CENTRE, 410, 270, 190, -Math.PI / 2) : hangingCurve(CENTRE, 40, 270, 560, 1.25);
  if (rudrakshaChain) {
    drawRudrakshaStrand(sk, curve, 22);
    return;
  }
  chain(sk, alongCurve(curve, (style === 'rope' ? 0.55 : 0.95) * size), style, size);
  if (ctx.view === 2) lobsterClasp(sk, CENTRE, 220, 18);
}

function drawRudrakshaStrand(sk: Sketch, curve: (t: number) => Point, r: number): void {
  const points = alongCurve(curve, r * 3.1);
  const chainPoints = alongCurve(curve, r * 0.5);
  chain(sk, chainPoints, 'cable', r * 0.5);
  for (const pt of points) {
    const angle = pt.angle;
    sk.at(
      pt.x,
      pt.y,
      1,
      1,
      () => {
        rudraksha(sk, 0, 0, r);
        for (const side of [-1, 1]) {
          sk.add(
            `<path d="M${num(side * r * 0.78)},${num(-r * 0.55)}Q${num(side * r * 1.2)},0 ${num(side * r * 0.78)},` +
              `${num(r * 0.55)}L${num(side * r * 1.05)},${num(r * 0.3)}L${num(side * r * 1.05)},${num(-r * 0.3)}Z" ` +
              `fill="${sk.paint('lin')}"/>`,
          );
        }
      },
      angle,
    );
  }
}

function lobsterClasp(sk: Sketch, x: number, y: number, size: number): void {
  sk.add(
    `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(size * 1.4)}" ` +
      `ry="${num(size * 0.8)}" fill="${sk.paint('lin')}" ` +
      `stroke="${sk.metal.deep}" stroke-opacity="0.6" stroke-width="1.5"/>`,
  );
  sk.add(
    `<circle cx="${num(x + size * 1.9)}" cy="${num(y)}" r="${num(size * 0.55)}" fill="none" ` +
      `stroke="${sk.paint('lin')}" stroke-width="${num(size * 0.28)}"/>`,
  );
}

function drawNecklace(ctx: PieceContext): void {
  const { sk, stone, pattern } = ctx;
  const design = pattern % 6;
  const curve = hangingCurve(CENTRE, 30, 250, 430, 1.2);
  const focus: Point = [CENTRE, 520];
  withView(ctx, focus, () => {
    const gem: StoneKind = stone ?? 'ruby';
    switch (design) {
      case 0: {
        // Temple necklace: domed units with cabochons and gold drops, a Lakshmi pendant.
        chain(sk, alongCurve(curve, 12, 0, 0.24), 'cable', 12);
        chain(sk, alongCurve(curve, 12, 0.76, 1), 'cable', 12);
        for (const pt of alongCurve(curve, 44, 0.22, 0.78)) {
          if (Math.abs(pt.t - 0.5) > 0.06) sk.at(pt.x, pt.y, 1, 1, () => templeUnit(sk, gem, 1.45), pt.angle);
        }
        templePendant(sk, CENTRE, 535, gem, stone === undefined ? 'emerald' : stone);
        break;
      }
      case 1: {
        // A broad collar of stones with pearl drops.
        chain(sk, alongCurve(curve, 12, 0, 0.24), 'rope', 12);
        chain(sk, alongCurve(curve, 12, 0.76, 1), 'rope', 12);
        const units = alongCurve(curve, 54, 0.22, 0.78);
        for (const pt of units) {
          if (Math.abs(pt.t - 0.5) < 0.05) continue;
          sk.at(
            pt.x,
            pt.y,
            1.3,
            1.3,
            () => {
              sk.add(
                `<path d="M0,-20L20,0L0,24L-20,0Z" fill="${sk.paint('lin')}" ` +
                  `stroke="${sk.metal.deep}" stroke-opacity="0.5"/>`,
              );
              setStone(sk, 0, 2, 13, gem === 'pearl' ? 'diamond' : gem);
              ball(sk, 0, 34, 5);
              pearl(sk, 0, 50, 10);
            },
            pt.angle,
          );
        }
        sk.at(CENTRE, 495, 1.2, 1.2, () => {
          flower(sk, 0, 0, 52, stone ?? 'diamond', 8);
          gemPear(sk, 0, 92, 46, 70, gem === 'diamond' ? 'emerald' : gem);
        });
        break;
      }
      case 2: {
        // Rani haar: three strands of gold beads of falling length, one pendant.
        for (const [depth, half] of [
          [330, 190],
          [400, 225],
          [470, 260],
        ] as const) {
          const strand = hangingCurve(CENTRE, 30, half, depth, 1.2);
          for (const pt of alongCurve(strand, 15)) ball(sk, pt.x, pt.y, 6.8);
        }
        sk.at(CENTRE, 520, 1, 1, () => {
          sk.add(
            `<ellipse cx="0" cy="0" rx="62" ry="74" fill="${sk.paint('lin')}" ` +
              `stroke="${sk.metal.deep}" stroke-opacity="0.5" stroke-width="2"/>`,
          );
          lotus(sk, 0, -6, 44);
          cabochon(sk, 0, -6, 14, 14, gem);
          for (let index = -2; index <= 2; index += 1) pearl(sk, index * 24, 86 - Math.abs(index) * 6, 9);
        });
        break;
      }
      case 3: {
        // A diamond necklace: a line of set stones, pear drops along the front.
        chain(sk, alongCurve(curve, 10, 0, 0.2), 'box', 10);
        chain(sk, alongCurve(curve, 10, 0.8, 1), 'box', 10);
        const line = alongCurve(curve, 29, 0.18, 0.82);
        line.forEach((pt, index) => {
          if (index % 2 === 1 && pt.t > 0.28 && pt.t < 0.72 && Math.abs(pt.t - 0.5) > 0.04) {
            sk.at(pt.x, pt.y, 1, 1, () => gemPear(sk, 0, 42, 26, 42, stone ?? 'diamond'), pt.angle);
          }
          setStone(sk, pt.x, pt.y, 12, 'diamond', 4);
        });
        sk.at(CENTRE, 480, 1, 1, () => {
          setStone(sk, 0, 0, 24, 'diamond', 6);
          gemPear(sk, 0, 78, 62, 96, stone ?? 'diamond');
        });
        sparkle(sk, CENTRE - 14, 540, 30);
        sparkle(sk, CENTRE - 170, 420, 16, 0.8);
        break;
      }
      case 4: {
        // Kolhapuri saaj: a chain hung with little leaf pendants, a bigger one at the centre.
        chain(sk, alongCurve(curve, 10), 'cable', 10);
        for (const pt of alongCurve(curve, 30, 0.22, 0.78)) {
          if (Math.abs(pt.t - 0.5) < 0.03) continue;
          sk.at(
            pt.x,
            pt.y,
            1.4,
            1.4,
            () => {
              ball(sk, 0, 8, 4);
              sk.add(
                `<path d="${smoothClosedPath(teardropPoints(0, 30, 20, 34, 12))}" fill="${sk.paint('lin')}" ` +
                  `stroke="${sk.metal.deep}" stroke-opacity="0.55" stroke-width="1.2"/>`,
              );
              cabochon(sk, 0, 34, 4, 5, gem);
            },
            pt.angle,
          );
        }
        sk.at(CENTRE, 470, 1, 1, () => {
          sk.add(
            `<path d="${smoothClosedPath(teardropPoints(0, 50, 70, 100, 16))}" fill="${sk.paint('lin')}" ` +
              `stroke="${sk.metal.deep}" stroke-opacity="0.5" stroke-width="2"/>`,
          );
          cabochon(sk, 0, 60, 18, 22, gem);
          const dots: CurvePoint[] = teardropPoints(0, 50, 58, 86, 22).map(([x, y]) => ({ x, y, angle: 0, t: 0 }));
          beadRow(sk, dots, 3);
          ball(sk, 0, 104, 4);
          pearl(sk, 0, 118, 10);
        });
        break;
      }
      default: {
        // Kasu mala: a line of gold coins.
        chain(sk, alongCurve(curve, 11, 0, 0.25), 'cable', 11);
        chain(sk, alongCurve(curve, 11, 0.75, 1), 'cable', 11);
        for (const pt of alongCurve(curve, 38, 0.24, 0.76)) {
          sk.at(
            pt.x,
            pt.y,
            1,
            1,
            () => {
              ball(sk, 0, 4, 4);
              coin(sk, 0, 24, 20);
            },
            pt.angle,
          );
        }
        coin(sk, CENTRE, 520, 50);
        break;
      }
    }
  });
}

function templeUnit(sk: Sketch, gem: StoneKind, scale: number): void {
  const s = scale;
  sk.add(
    `<path d="M${num(-15 * s)},${num(8 * s)}Q${num(-16 * s)},${num(-14 * s)} 0,${num(-20 * s)}Q${num(16 * s)},` +
      `${num(-14 * s)} ${num(15 * s)},${num(8 * s)}Z" fill="${sk.paint('lin')}" stroke="${sk.metal.deep}" ` +
      `stroke-opacity="0.55" stroke-width="${num(1.2 * s)}"/>`,
  );
  cabochon(sk, 0, -4 * s, 6.5 * s, 8 * s, gem);
  ball(sk, 0, 14 * s, 4 * s);
  ball(sk, 0, 24 * s, 6 * s);
}

function templePendant(sk: Sketch, x: number, y: number, gem: StoneKind, accent: StoneKind): void {
  sk.at(x, y, 1, 1, () => {
    sk.add(
      `<path d="M-70,40Q-78,-40 0,-70Q78,-40 70,40Q40,78 0,82Q-40,78 -70,40Z" fill="${sk.paint('lin')}" ` +
        `stroke="${sk.metal.deep}" stroke-opacity="0.6" stroke-width="2"/>`,
    );
    sk.add(
      `<path d="M-50,30Q-56,-28 0,-50Q56,-28 50,30Q28,58 0,60Q-28,58 -50,30Z" fill="${sk.paint('cyl')}" ` +
        `stroke="${sk.metal.deep}" stroke-opacity="0.45" stroke-width="1.5"/>`,
    );
    const rim = teardropPoints(0, 6, 118, 150, 30)
      .filter(([, py]) => py > -60)
      .map(([px, py]) => ({ x: px, y: py, angle: 0, t: 0 }));
    beadRow(sk, rim, 3.2);
    lotus(sk, 0, 4, 34);
    cabochon(sk, 0, 4, 13, 15, gem);
    cabochon(sk, -40, 10, 8, 10, accent);
    cabochon(sk, 40, 10, 8, 10, accent);
    for (let index = -3; index <= 3; index += 1) {
      ball(sk, index * 17, 88 - Math.abs(index) * 4, 3.5);
      pearl(sk, index * 17, 102 - Math.abs(index) * 4, 8);
    }
  });
}

function drawMangalsutra(ctx: PieceContext): void {
  const { sk, pattern } = ctx;
  const curve = hangingCurve(CENTRE, 20, 230, 440, 1.2);
  // pattern % 4 picks the pendant; the next digit the strands: twisted pair, single line, or gold to the neck.
  const strands = Math.floor(pattern / 4) % 3;
  const goldTop = pattern % 2 === 1 || strands === 2;
  const double = strands !== 1;
  const beadR = double ? 5.4 : 6.4;
  withView(ctx, [CENTRE, 520], () => {
    if (goldTop) {
      chain(sk, alongCurve(curve, 10, 0, 0.24), 'cable', 10);
      chain(sk, alongCurve(curve, 10, 0.76, 1), 'cable', 10);
      blackBeadStrand(sk, curve, 0.23, 0.465, beadR, double);
      blackBeadStrand(sk, curve, 0.535, 0.77, beadR, double);
    } else {
      blackBeadStrand(sk, curve, 0, 0.465, beadR, double);
      blackBeadStrand(sk, curve, 0.535, 1, beadR, double);
    }
    const x = CENTRE;
    const y = 470;
    // Gold caps finish the strands and wires join them to the pendant's top bead.
    for (const t of [0.465, 0.535]) {
      const [ex, ey] = curve(t);
      rod(sk, ex, ey, x, y - 8, 3);
      ball(sk, ex, ey, 6.5);
    }
    ball(sk, x, y - 8, 8);
    // The pendant is the point of the piece: drawn a size up from the strands.
    sk.add(`<g transform="translate(${x} ${y}) scale(1.4) translate(${-x} ${-y})">`);
    drawMangalsutraPendant(ctx, x, y, strands);
    sk.add('</g>');
  });
}

function drawMangalsutraPendant(ctx: PieceContext, x: number, y: number, variety: number): void {
  const { sk, stone, pattern } = ctx;
  switch (pattern % 4) {
    case 0: {
      // Two vatis: the little gold cups of a Maharashtrian or Gujarati mangalsutra.
      for (const side of [-1, 1]) {
        const cx = x + side * 36;
        sk.add(
          `<circle cx="${num(cx)}" cy="${num(y + 40)}" r="34" fill="${sk.paint('cup')}" stroke="${sk.metal.deep}" ` +
            'stroke-opacity="0.5" stroke-width="1.5"/>',
        );
        const dots = alongCurve(loopCurve(cx, y + 40, 30, 30), 7.2);
        beadRow(sk, dots, 2.4);
        if (variety === 1) {
          lotus(sk, cx, y + 40, 17);
        } else if (variety === 2) {
          beadRow(sk, alongCurve(loopCurve(cx, y + 40, 18, 18), 6.5), 2.2);
        }
      }
      ball(sk, x, y + 12, 6);
      if (stone !== undefined) gemTop(sk, x, y + 12, 5, stone);
      break;
    }
    case 1: {
      // A modern diamond pendant.
      sk.add(
        `<path d="${smoothClosedPath(teardropPoints(x, y + 60, 90, 120, 20))}" fill="${sk.paint('lin')}" ` +
          `stroke="${sk.metal.deep}" stroke-opacity="0.5" stroke-width="2"/>`,
      );
      flower(sk, x, y + 72, 36, stone, 8);
      if (stone !== undefined) {
        for (const [px, py] of teardropPoints(x, y + 60, 74, 104, 18)) gemTop(sk, px, py, 5, 'diamond');
        sparkle(sk, x - 10, y + 60, 20);
      }
      break;
    }
    case 2: {
      // Tanmaniya: a gold leaf set with a stone, hung with a pearl.
      sk.add(
        `<path d="M${x},${y + 4}C${x + 70},${y + 30} ${x + 60},${y + 110} ${x},${y + 140}C${x - 60},${y + 110} ` +
          `${x - 70},${y + 30} ${x},${y + 4}Z" fill="${sk.paint('lin')}" stroke="${sk.metal.deep}" ` +
          'stroke-opacity="0.55" stroke-width="2"/>',
      );
      lotus(sk, x, y + 70, 30);
      cabochon(sk, x, y + 70, 12, 14, stone ?? 'ruby');
      pearl(sk, x, y + 156, 11);
      break;
    }
    default: {
      // A modern solitaire with a pear drop.
      setStone(sk, x, y + 30, 26, stone ?? 'diamond', 4);
      ball(sk, x, y + 66, 5);
      gemPear(sk, x, y + 110, 44, 70, stone ?? 'diamond');
      sparkle(sk, x - 10, y + 22, 22);
      break;
    }
  }
}

function drawEarring(ctx: PieceContext, x: number, y: number, scale: number, mirrored: boolean): void {
  const { sk, stone, pattern } = ctx;
  sk.group(
    `transform="translate(${num(x)} ${num(y)}) scale(${num2(mirrored ? -scale : scale)} ${num2(scale)})"`,
    () => {
      switch (pattern % 5) {
        case 4: {
          // A single solitaire stud.
          setStone(sk, 0, 0, 62, stone ?? 'diamond', 4);
          sparkle(sk, -18, -22, 30);
          break;
        }
        case 0: {
          flower(sk, 0, 0, 80, stone ?? 'diamond', 8);
          if (stone !== undefined) sparkle(sk, -20, -20, 26);
          break;
        }
        case 1: {
          // Stud with a pear drop.
          setStone(sk, 0, -110, 28, stone === 'pearl' ? 'diamond' : (stone ?? 'diamond'), 4);
          rod(sk, 0, -78, 0, -40, 6);
          ball(sk, 0, -44, 7);
          sk.add(
            `<path d="${smoothClosedPath(teardropPoints(0, 40, 94, 148, 18))}" fill="${sk.paint('lin')}" ` +
              `stroke="${sk.metal.deep}" stroke-opacity="0.55" stroke-width="2"/>`,
          );
          gemPear(sk, 0, 44, 74, 124, stone ?? 'emerald');
          sparkle(sk, -12, 20, 22);
          break;
        }
        case 2: {
          // A bali hoop.
          sk.add(
            `<ellipse cx="0" cy="20" rx="90" ry="118" fill="none" stroke="${sk.metal.deep}" stroke-opacity="0.5" ` +
              `stroke-width="26"/><ellipse cx="0" cy="20" rx="90" ry="118" fill="none" stroke="${sk.paint('cyl')}" ` +
              'stroke-width="21"/>',
          );
          sk.add(
            `<path d="M-78,-30A90,118 0 0 1 20,-97" fill="none" stroke="${sk.metal.high}" stroke-width="4" ` +
              'stroke-opacity="0.8" stroke-linecap="round"/>',
          );
          if (stone !== undefined) {
            for (const pt of alongCurve(loopCurve(0, 20, 90, 118, Math.PI * 0.15), 24, 0, 0.7)) {
              gemTop(sk, pt.x, pt.y, 7.5, stone);
            }
          }
          break;
        }
        default: {
          // Chandbali: a crescent of gold and stones with a fringe of pearls.
          setStone(sk, 0, -120, 22, stone ?? 'ruby');
          sk.add(
            `<path d="M-100,-20Q-110,100 0,112Q110,100 100,-20Q70,60 ` +
              `0,62Q-70,60 -100,-20Z" fill="${sk.paint('lin')}" ` +
              `stroke="${sk.metal.deep}" stroke-opacity="0.55" stroke-width="2"/>`,
          );
          rod(sk, 0, -96, 0, 30, 5);
          flower(sk, 0, 22, 26, stone ?? 'ruby', 6);
          for (const pt of alongCurve((t) => [-80 + 160 * t, 40 + 44 * Math.sin(Math.PI * t)], 26)) {
            gemTop(sk, pt.x, pt.y, 8, stone ?? 'ruby');
          }
          for (let index = -4; index <= 4; index += 1) {
            const px = index * 22;
            const py = 112 - index * index * 2.2 + 12;
            pearl(sk, px, py, 8);
          }
          break;
        }
      }
    },
  );
}

function drawEarrings(ctx: PieceContext): void {
  if (ctx.view === 1) {
    drawEarring(ctx, CENTRE, 410, 1.9, false);
    return;
  }
  if (ctx.view === 2) {
    ctx.sk.group(`transform="rotate(-12 ${CENTRE} ${CENTRE})"`, () => {
      drawEarring(ctx, 290, 380, 1.05, false);
      drawEarring(ctx, 520, 440, 1.05, true);
    });
    return;
  }
  drawEarring(ctx, 255, 400, 1.12, false);
  drawEarring(ctx, 545, 400, 1.12, true);
}

function drawJhumka(ctx: PieceContext, x: number, y: number, scale: number): void {
  const { sk, stone, pattern } = ctx;
  const gem = stone ?? 'ruby';
  const p = sk.metal;
  sk.at(x, y, scale, scale, () => {
    // Stud, a hook, then the bell with its granulated rim and fringe of beads.
    flower(sk, 0, -170, 40, stone, 6);
    rod(sk, 0, -130, 0, -96, 5);
    ball(sk, 0, -100, 8);
    const bellTop = -92;
    const bellBottom = 40;
    const w = pattern % 2 === 0 ? 86 : 96;
    sk.add(
      `<path d="M0,${bellTop}C${w * 0.5},${bellTop} ${w * 0.7},${bellTop + 60} ${w},${bellBottom}L${-w},${bellBottom}` +
        `C${-w * 0.7},${bellTop + 60} ${-w * 0.5},${bellTop} 0,${bellTop}Z" fill="${sk.paint('cyl')}" ` +
        `stroke="${p.deep}" stroke-opacity="0.55" stroke-width="2"/>`,
    );
    for (const level of [0.35, 0.7]) {
      const yy = bellTop + (bellBottom - bellTop) * level;
      const half = w * (0.3 + level * 0.62);
      const row = alongCurve((t) => [-half + 2 * half * t, yy + Math.sin(Math.PI * t) * 6], 9);
      beadRow(sk, row, 3);
    }
    const gems = alongCurve((t) => [-w * 0.6 + w * 1.2 * t, bellTop + 96 + Math.sin(Math.PI * t) * 8], 26);
    for (const pt of gems) cabochon(sk, pt.x, pt.y, 6, 7, gem);
    sk.add(
      `<ellipse cx="0" cy="${bellBottom}" rx="${w}" ry="16" fill="${sk.paint('cup')}" stroke="${p.deep}" ` +
        'stroke-opacity="0.5" stroke-width="2"/>',
    );
    const fringe = alongCurve((t) => [-w + 2 * w * t, bellBottom + 14 * Math.sin(Math.PI * t)], 17);
    for (const pt of fringe) {
      sk.add(
        `<path d="M${num(pt.x)},${num(pt.y)}L${num(pt.x)},${num(pt.y + 18)}" stroke="${p.dark}" stroke-width="1.5"/>`,
      );
      if (pattern % 3 === 2 || gem === 'pearl') {
        pearl(sk, pt.x, pt.y + 24, 7);
      } else {
        ball(sk, pt.x, pt.y + 24, 6);
      }
    }
    sparkle(sk, -w * 0.45, bellTop + 40, 18, 0.85);
  });
}

function drawJhumkas(ctx: PieceContext): void {
  if (ctx.view === 1) {
    drawJhumka(ctx, CENTRE, 420, 1.45);
    return;
  }
  if (ctx.view === 2) {
    ctx.sk.group(`transform="rotate(-14 ${CENTRE} ${CENTRE})"`, () => {
      drawJhumka(ctx, 300, 390, 1);
      drawJhumka(ctx, 520, 460, 1);
    });
    return;
  }
  drawJhumka(ctx, 270, 410, 1.05);
  drawJhumka(ctx, 530, 410, 1.05);
}

function drawPendantBody(ctx: PieceContext, x: number, y: number, scale: number): void {
  const { sk, stone, pattern } = ctx;
  const p = sk.metal;
  sk.at(x, y, scale, scale, () => {
    // The bail the chain runs through.
    sk.add(
      `<ellipse cx="0" cy="-18" rx="9" ry="15" fill="none" stroke="${p.deep}" stroke-opacity="0.5" stroke-width="8"/>` +
        `<ellipse cx="0" cy="-18" rx="9" ry="15" fill="none" stroke="${sk.paint('lin')}" stroke-width="6"/>`,
    );
    switch (pattern % 6) {
      case 0: {
        sk.add(
          `<path d="${smoothClosedPath(teardropPoints(0, 70, 110, 150, 20))}" fill="${sk.paint('lin')}" ` +
            `stroke="${p.deep}" stroke-opacity="0.5" stroke-width="2"/>`,
        );
        const halo = teardropPoints(0, 72, 90, 128, 20);
        for (const [hx, hy] of halo) gemTop(sk, hx, hy, 6, 'diamond');
        gemPear(sk, 0, 78, 62, 92, stone ?? 'diamond');
        sparkle(sk, -12, 66, 22);
        break;
      }
      case 1: {
        const heart =
          'M0,150C-20,120 -90,95 -90,45C-90,5 -55,-6 -30,-2C-14,1 -4,10 0,22C4,10 14,1 30,-2C55,-6 90,5 90,45' +
          'C90,95 20,120 0,150Z';
        sk.add(
          `<path d="${heart}" fill="${sk.paint('lin')}" stroke="${p.deep}" stroke-opacity="0.5" stroke-width="2"/>`,
        );
        if (stone !== undefined) {
          const inner = alongCurve(
            (t) => [Math.sin(t * TAU) * 52 * Math.sin(t * Math.PI) ** 0.2, 60 - Math.cos(t * TAU) * 50],
            16,
          );
          for (const pt of inner) gemTop(sk, pt.x, pt.y, 6.5, stone);
          setStone(sk, 0, 62, 20, stone, 4);
        } else {
          sk.add(
            `<path d="${heart}" fill="none" stroke="${p.high}" stroke-width="3" ` +
              `stroke-opacity="0.6" transform="translate(0 8) scale(0.8)"/>`,
          );
        }
        break;
      }
      case 2:
        // Every other coin design is a smaller coin with a twelve-petal lotus.
        if (Math.floor(pattern / 6) % 2 === 1) {
          coin(sk, 0, 58, 66, 12);
        } else {
          coin(sk, 0, 70, 80);
        }
        break;
      case 3: {
        // Rudraksha capped in metal, a gents' classic.
        sk.add(`<path d="M-16,4L16,4L22,22L-22,22Z" fill="${sk.paint('cyl')}"/>`);
        rudraksha(sk, 0, 80, 60);
        for (const [cy, flip] of [
          [24, 1],
          [136, -1],
        ] as const) {
          sk.add(
            `<path d="M-44,${cy + flip * 8}Q0,${cy - flip * 22} ` +
              `44,${cy + flip * 8}Q0,${cy + flip * 2} -44,${cy + flip * 8}Z" ` +
              `fill="${sk.paint('lin')}" stroke="${p.deep}" stroke-opacity="0.5"/>`,
          );
        }
        ball(sk, 0, 150, 7);
        break;
      }
      case 4: {
        sk.add(
          `<rect x="-70" y="0" width="140" height="150" rx="10" fill="${p.dark}"/>` +
            `<rect x="-72" y="-4" width="140" height="150" rx="10" fill="${sk.paint('lin')}" stroke="${p.deep}" ` +
            'stroke-opacity="0.5" stroke-width="2"/>' +
            `<rect x="-56" y="12" width="108" height="118" rx="6" ` +
            `fill="none" stroke="${p.deep}" stroke-opacity="0.4" ` +
            'stroke-width="2"/>',
        );
        if (stone !== undefined) {
          cabochon(sk, -2, 71, 34, 44, stone);
        } else {
          lotus(sk, -2, 71, 42);
        }
        break;
      }
      default:
        flower(sk, 0, 70, 72, stone ?? 'diamond', 6);
        break;
    }
  });
}

function drawPendant(ctx: PieceContext): void {
  const { sk, pattern } = ctx;
  const gents = pattern % 6 === 3 || pattern % 6 === 4;
  if (ctx.view === 1) {
    chain(
      sk,
      alongCurve((t) => [CENTRE - 180 + 180 * t, -20 + 250 * t], 16),
      gents ? 'curb' : 'cable',
      16,
    );
    chain(
      sk,
      alongCurve((t) => [CENTRE + 180 * t, 230 - 250 * t], 16),
      gents ? 'curb' : 'cable',
      16,
    );
    drawPendantBody(ctx, CENTRE, 250, 2.2);
    return;
  }
  const top = ctx.view === 2 ? 90 : 0;
  // A V softened at the bail, as a pendant pulls its chain.
  const curve = (t: number): Point => {
    const s = t * 2 - 1;
    return [CENTRE + s * 230, top + 20 + 300 * (1 - s * s) ** 0.7];
  };
  chain(sk, alongCurve(curve, gents ? 14 : 9), gents ? 'curb' : 'cable', gents ? 14 : 9);
  drawPendantBody(ctx, CENTRE, top + 320, ctx.view === 2 ? 1.5 : 1.6);
}

function drawBracelet(ctx: PieceContext): void {
  const { sk, stone, pattern } = ctx;
  const design = pattern % 4;
  const loop = ctx.view === 2 ? loopCurve(CENTRE, 400, 250, 250) : loopCurve(CENTRE, 420, 280, 150);
  if (ctx.view === 1) {
    const line = (t: number): Point => [-40 + 880 * t, 520 - 200 * t + 40 * Math.sin(t * 5)];
    if (design === 0) {
      for (const pt of alongCurve(line, 58)) setStone(sk, pt.x, pt.y, 22, stone ?? 'diamond', 4);
      sparkle(sk, 380, 400, 34);
    } else if (design === 1) {
      chain(sk, alongCurve(line, 40), 'curb', 42);
    } else if (design === 2) {
      chain(sk, alongCurve(line, 26), 'cable', 28);
      for (const pt of alongCurve(line, 160)) flower(sk, pt.x, pt.y, 40, stone, 6);
    } else {
      for (const pt of alongCurve(line, 40)) pearl(sk, pt.x, pt.y, 19);
    }
    return;
  }
  if (design === 0) {
    // Tennis bracelet: one row of set stones, foreshortened by the angle.
    for (const pt of alongCurve(loop, 38)) {
      const depth = ctx.view === 2 ? 1 : 0.75 + 0.25 * ((pt.y - 270) / 300);
      sk.at(pt.x, pt.y, depth, depth * (ctx.view === 2 ? 1 : 0.8), () => setStone(sk, 0, 0, 15, stone ?? 'diamond', 4));
    }
    sparkle(sk, CENTRE - 120, 555, 20);
    sparkle(sk, CENTRE + 200, 520, 14, 0.8);
  } else if (design === 1) {
    chain(sk, alongCurve(loop, 20), 'curb', 22);
    box(sk, CENTRE, loop(0)[1], 60, 26);
  } else if (design === 2) {
    chain(sk, alongCurve(loop, 13), 'cable', 14);
    for (const pt of alongCurve(loop, 150)) flower(sk, pt.x, pt.y, 26, stone, 6);
  } else {
    for (const pt of alongCurve(loop, 20)) pearl(sk, pt.x, pt.y, 9.5);
    box(sk, CENTRE, loop(0)[1], 36, 20);
  }
}

/** A box clasp. */
function box(sk: Sketch, x: number, y: number, w: number, h: number): void {
  sk.add(
    `<rect x="${num(x - w / 2)}" y="${num(y - h / 2)}" width="${num(w)}" height="${num(h)}" rx="${num(h * 0.2)}" ` +
      `fill="${sk.paint('lin')}" stroke="${sk.metal.deep}" stroke-opacity="0.6" stroke-width="1.5"/>`,
  );
}

function drawAnklet(ctx: PieceContext): void {
  const { sk, stone, pattern } = ctx;
  const strand = (curve: (t: number) => Point, size: number) => {
    chain(sk, alongCurve(curve, size * 0.95), pattern % 2 === 0 ? 'box' : 'cable', size);
    for (const pt of alongCurve(curve, size * 3.2)) {
      sk.add(
        `<path d="M${num(pt.x)},${num(pt.y)}L${num(pt.x)},${num(pt.y + size * 0.9)}" stroke="${sk.metal.dark}" ` +
          `stroke-width="${num(size * 0.12)}"/>`,
      );
      bell(sk, pt.x, pt.y + size * 1.6, size * 0.55);
    }
    if (stone !== undefined || pattern % 3 === 2) {
      for (const pt of alongCurve(curve, size * 9.6)) flower(sk, pt.x, pt.y, size * 1.1, stone, 6);
    }
  };
  if (ctx.view === 1) {
    strand((t) => [-40 + 880 * t, 300 + 180 * Math.sin(t * Math.PI)], 26);
    return;
  }
  if (ctx.view === 2) {
    strand(loopCurve(CENTRE, 390, 270, 200, -Math.PI / 2), 15);
    return;
  }
  strand((t) => [70 + 660 * t, 160 + 190 * Math.sin(t * Math.PI)], 16);
  strand((t) => [70 + 660 * t, 390 + 190 * Math.sin(t * Math.PI)], 16);
}

function drawNosePin(ctx: PieceContext): void {
  const { sk, stone, pattern } = ctx;
  const top = (x: number, y: number, r: number) => {
    if (pattern % 2 === 0) {
      flower(sk, x, y, r, stone, pattern % 4 === 0 ? 6 : 8);
    } else {
      setStone(sk, x, y, r * 0.7, stone ?? 'diamond', 6);
      sparkle(sk, x - r * 0.2, y - r * 0.25, r * 0.4);
    }
  };
  // The post behind the head, with the little ball that keeps it in place.
  const pin = (x: number, y: number, r: number, angle: number) => {
    const [ex, ey] = polar(x, y, r * 1.45, angle);
    rod(sk, x, y, ex, ey, r * 0.11);
    ball(sk, ex, ey, r * 0.13);
  };
  if (ctx.view === 1) {
    pin(CENTRE, 360, 150, 1.1);
    sk.at(CENTRE, 360, 0.72, 1, () => top(0, 0, 190), -12);
    return;
  }
  if (ctx.view === 2) {
    pin(300, 330, 90, 1.2);
    top(300, 330, 110);
    pin(540, 480, 70, 1.0);
    sk.at(540, 480, 0.7, 1, () => top(0, 0, 90), 15);
    return;
  }
  pin(CENTRE + 20, 420, 110, 0.9);
  top(CENTRE, 390, 180);
}

function drawLooseDiamond(ctx: PieceContext): void {
  const { sk, stone, pattern } = ctx;
  const gem = stone === undefined || stone === 'pearl' ? 'diamond' : stone;
  // Each pattern turns and tilts the stone a little, so two certificates never share a photograph.
  const turn = (pattern * 17) % 45;
  const tilt = ((pattern % 5) - 2) * 4;
  if (ctx.view === 1) {
    sk.group(`transform="rotate(${tilt} ${CENTRE} 400)"`, () => gemSide(sk, CENTRE, 340, 470, gem));
    sparkle(sk, 300, 300, 40);
    return;
  }
  if (ctx.view === 2) {
    sk.group(`transform="rotate(${turn} 270 380)"`, () => gemTop(sk, 270, 380, 140, gem));
    sk.group(`transform="rotate(${tilt} 560 400)"`, () => gemSide(sk, 560, 360, 240, gem));
    sparkle(sk, 220, 320, 34);
    return;
  }
  sk.group(`transform="rotate(${turn} ${CENTRE} 400)"`, () => gemTop(sk, CENTRE, 400, 240, gem));
  sparkle(sk, 320, 300, 56);
  sparkle(sk, 520, 470, 26, 0.8);
}

// ---------------------------------------------------------------------------------------------------------
// Public API

function pieceMarkup(drawing: Drawing, prefix: string): { defs: string; body: string } {
  const pattern = Math.abs(Math.trunc(drawing.pattern ?? 0));
  const view = Math.abs(Math.trunc(drawing.view ?? 0)) % 3;
  const seed = hashText(`${drawing.piece}/${drawing.metal}/${drawing.stone ?? ''}/${pattern}/${view}`);
  const sk = new Sketch(prefix, drawing.metal, seededRandom(seed));
  const ctx: PieceContext = { sk, stone: drawing.stone, pattern, view };
  sk.add(`<g filter="url(#${prefix}shadow)">`);
  switch (drawing.piece) {
    case 'ring':
    case 'solitaire':
    case 'signet':
      drawRing(ctx, drawing.piece);
      break;
    case 'band':
      drawBandRing(ctx);
      break;
    case 'bangle':
      drawBangle(ctx, false);
      break;
    case 'kada':
      drawBangle(ctx, true);
      break;
    case 'chain':
      drawChain(ctx);
      break;
    case 'necklace':
      drawNecklace(ctx);
      break;
    case 'mangalsutra':
      drawMangalsutra(ctx);
      break;
    case 'earrings':
      drawEarrings(ctx);
      break;
    case 'jhumka':
      drawJhumkas(ctx);
      break;
    case 'pendant':
      drawPendant(ctx);
      break;
    case 'bracelet':
      drawBracelet(ctx);
      break;
    case 'anklet':
      drawAnklet(ctx);
      break;
    case 'nose-pin':
      drawNosePin(ctx);
      break;
    case 'loose-diamond':
      drawLooseDiamond(ctx);
      break;
  }
  sk.add('</g>');
  return sk.markup();
}

/** A square product picture: the piece centred on ivory with a soft vignette. */
export function drawingSvg(drawing: Drawing, size = 800): string {
  const prefix = 'p';
  const { defs, body } = pieceMarkup(drawing, prefix);
  // A paper sweep, light falling off towards the top and bottom. A vertical gradient keeps every pixel row
  // uniform, so it costs almost nothing to render or to compress; a radial vignette adds a third to each PNG.
  const background = `<linearGradient id="${prefix}bg" x1="0" y1="0" x2="0" y2="1">${stops([
    [0, '#EEE5D5'],
    [0.36, '#FCF9F4'],
    [0.7, '#F9F5EC'],
    [1, '#E8DCC7'],
  ])}</linearGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${CANVAS} ${CANVAS}">` +
    `<defs>${background}${defs}</defs><rect width="${CANVAS}" height="${CANVAS}" fill="url(#${prefix}bg)"/>` +
    `${body}</svg>`
  );
}

type BannerTheme = { background: readonly [string, string, string]; title: string; text: string; accent: string };

const BANNER_THEMES = {
  ivory: { background: ['#FFFDF8', IVORY, '#EADCC4'], title: MAROON, text: CHARCOAL, accent: ANTIQUE_GOLD },
  maroon: { background: ['#8A2A38', MAROON, '#3E0E16'], title: '#F4D98E', text: '#F6EBDD', accent: '#D9B45A' },
  night: { background: ['#4A3F37', '#2F2925', '#1C1815'], title: '#EFD08A', text: '#EDE4D6', accent: '#C99A45' },
} as const satisfies Record<string, BannerTheme>;

/** The ground that flatters the piece: white metals on charcoal, rubies on maroon, the rest on ivory. */
function bannerTheme(drawing: Drawing): BannerTheme {
  if (drawing.metal === 'white' || drawing.metal === 'platinum' || drawing.metal === 'silver')
    return BANNER_THEMES.night;
  if (drawing.stone === 'ruby') return BANNER_THEMES.maroon;
  return BANNER_THEMES.ivory;
}

/** Splits text into lines of at most `width` characters (a longer single word keeps its own line). */
function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current !== '' && current.length + 1 + word.length > width) {
      lines.push(current);
      current = word;
    } else {
      current = current === '' ? word : `${current} ${word}`;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}

/** The largest font size, and its lines, that fits `text` in `maxLines` lines of `boxWidth` px. */
function fitText(text: string, boxWidth: number, maxLines: number, sizes: readonly number[]) {
  // Serif capitals and lower case average a little over half an em wide.
  const charWidth = 0.56;
  for (const size of sizes) {
    const lines = wrapText(text, Math.floor(boxWidth / (size * charWidth)));
    if (lines.length <= maxLines && lines.every((line) => line.length * size * charWidth <= boxWidth)) {
      return { size, lines };
    }
  }
  const size = sizes[sizes.length - 1] ?? 40;
  const lines = wrapText(text, Math.floor(boxWidth / (size * charWidth)));
  const kept = lines.slice(0, maxLines);
  if (lines.length > maxLines) kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
  return { size, lines: kept };
}

interface BannerText {
  title: string;
  subtitle: string;
}

/** Where a banner's words go and how large: the box's left edge, top and width, and the sizes to try. */
interface TextLayout {
  x: number;
  top: number;
  width: number;
  labelSize: number;
  titleSizes: readonly number[];
  titleLines: number;
  subtitleSizes: readonly number[];
  subtitleLines: number;
}

/** The shop's name, the title, a gold rule and the subtitle, from `layout.top` down; and the block's height. */
function bannerWords(banner: BannerText, theme: BannerTheme, layout: TextLayout) {
  const { x, width, labelSize } = layout;
  const title = fitText(banner.title, width, layout.titleLines, layout.titleSizes);
  const subtitle = fitText(banner.subtitle, width, layout.subtitleLines, layout.subtitleSizes);
  const titleLead = title.size * 1.1;
  const subtitleLead = subtitle.size * 1.45;
  const labelGap = labelSize * 2 + title.size * 0.62;
  const ruleGap = labelSize * 2.8;
  let y = layout.top;
  const text: string[] = [
    `<text x="${x}" y="${num(y)}" font-family="${SERIF}" font-size="${labelSize}" letter-spacing="${num(labelSize * 0.3)}" ` +
      `fill="${theme.accent}">SUVARNA JEWELLERS · SURAT</text>`,
  ];
  y += labelGap;
  for (const line of title.lines) {
    text.push(
      `<text x="${x}" y="${num(y)}" font-family="${SERIF}" font-size="${title.size}" fill="${theme.title}">` +
        `${escapeXml(line)}</text>`,
    );
    y += titleLead;
  }
  const ruleY = y - titleLead + title.size * 0.55;
  const rule = labelSize * 6;
  text.push(
    `<path d="M${x},${num(ruleY)}h${rule}" stroke="${theme.accent}" stroke-width="2"/>` +
      `<circle cx="${x + rule + 12}" cy="${num(ruleY)}" r="4" fill="${theme.accent}"/>`,
  );
  y = ruleY + ruleGap;
  for (const line of subtitle.lines) {
    text.push(
      `<text x="${x}" y="${num(y)}" font-family="${SERIF}" font-size="${subtitle.size}" font-style="italic" ` +
        `fill="${theme.text}">${escapeXml(line)}</text>`,
    );
    y += subtitleLead;
  }
  const height = labelGap + title.lines.length * titleLead + ruleGap + subtitle.lines.length * subtitleLead;
  return { markup: text.join(''), height };
}

/** The piece on a halo inside a mandala of fine gold rings, centred on (cx, cy), `scale` times the wide banner's. */
function pieceInMandala(drawing: Drawing, theme: BannerTheme, prefix: string, cx: number, cy: number, scale: number) {
  const { defs, body } = pieceMarkup(drawing, prefix);
  const ornament: string[] = [];
  for (let index = 0; index < 4; index += 1) {
    ornament.push(
      `<circle cx="${cx}" cy="${cy}" r="${num((250 + index * 34) * scale)}" fill="none" stroke="${theme.accent}" ` +
        `stroke-opacity="${num2(0.4 - index * 0.09)}" stroke-width="${index === 0 ? 2 : 1}"/>`,
    );
  }
  for (let index = 0; index < 48; index += 1) {
    const [x, dotY] = polar(cx, cy, 267 * scale, (index * TAU) / 48);
    ornament.push(`<circle cx="${num(x)}" cy="${num(dotY)}" r="2.4" fill="${theme.accent}" fill-opacity="0.45"/>`);
  }
  const markup =
    `<circle cx="${cx}" cy="${cy}" r="${num(246 * scale)}" fill="url(#${prefix}halo)"/>` +
    ornament.join('') +
    `<g transform="translate(${cx} ${cy}) scale(${num2(0.62 * scale)}) translate(-${CENTRE} -${CENTRE})">${body}</g>`;
  return { defs, markup };
}

/** A banner's picture: its ground lit from (glowX, glowY), a gold frame, the piece and the words. */
function bannerPicture(
  banner: BannerText & { drawing: Drawing },
  size: { W: number; H: number; width: number; height: number },
  glow: { x: number; y: number },
  words: TextLayout,
  piece: { cx: number; cy: number; scale: number },
): string {
  const { W, H } = size;
  const theme = bannerTheme(banner.drawing);
  const prefix = 'b';
  const [light, base, edge] = theme.background;
  const text = bannerWords(banner, theme, words);
  const shown = pieceInMandala(banner.drawing, theme, prefix, piece.cx, piece.cy, piece.scale);
  const sheet =
    `<radialGradient id="${prefix}bg" cx="${glow.x}" cy="${glow.y}" r="0.8">${stops([
      [0, light],
      [0.5, base],
      [1, edge],
    ])}</radialGradient>` +
    `<radialGradient id="${prefix}halo" cx="0.5" cy="0.5" r="0.5">${stops([
      [0, '#FFFDF8', 1],
      [0.7, IVORY, 0.95],
      [1, IVORY, 0],
    ])}</radialGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" ` +
    'preserveAspectRatio="xMidYMid slice">' +
    `<defs>${sheet}${shown.defs}</defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${prefix}bg)"/>` +
    `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="${theme.accent}" ` +
    'stroke-opacity="0.6" stroke-width="1.5"/>' +
    shown.markup +
    text.markup +
    '</svg>'
  );
}

const WIDE_WORDS: Omit<TextLayout, 'top'> = {
  x: 120,
  width: 760,
  labelSize: 20,
  titleSizes: [76, 70, 64, 58, 52, 46],
  titleLines: 2,
  subtitleSizes: [30, 28, 26, 24],
  subtitleLines: 3,
};

/** A home carousel banner: title and subtitle on the left, the piece on the right. */
export function bannerSvg(banner: BannerText & { drawing: Drawing }, width = 1600, height = 600): string {
  const H = 600;
  // The words sit in the middle of the height: measured first at the top, then placed.
  const { height: used } = bannerWords(banner, BANNER_THEMES.ivory, { ...WIDE_WORDS, top: 0 });
  const top = (H - used) / 2 + 24;
  return bannerPicture(
    banner,
    { W: 1600, H, width, height },
    { x: 0.72, y: 0.5 },
    { ...WIDE_WORDS, top },
    { cx: 1190, cy: 300, scale: 1 },
  );
}

/** The same banner for phones (PHONE_BANNER in the site, 1080 × 1080): the words above, large enough to read, the piece below. */
export function phoneBannerSvg(banner: BannerText & { drawing: Drawing }, width = 1080, height = 1080): string {
  return bannerPicture(
    banner,
    { W: 1080, H: 1080, width, height },
    { x: 0.5, y: 0.75 },
    {
      x: 90,
      top: 120,
      width: 900,
      labelSize: 26,
      titleSizes: [96, 88, 80, 72, 64],
      titleLines: 2,
      subtitleSizes: [40, 36, 34],
      subtitleLines: 3,
    },
    { cx: 540, cy: 800, scale: 0.68 },
  );
}

/** Above this a product picture is re-encoded with a 256-colour palette, which halves it. */
const PNG_BUDGET_BYTES = 150 * 1024;
const PRODUCT_PIXELS = CANVAS * CANVAS;

/**
 * Encodes an SVG as PNG bytes. A product picture (up to 800 × 800) that would exceed the budget is
 * quantised to a palette, invisible on a small piece; a banner stays truecolour, as a palette would band
 * its wide gradients.
 */
export async function renderPng(svg: string): Promise<Buffer> {
  // The pictures are opaque: without the alpha channel they are a quarter smaller and faster to encode.
  const image = sharp(Buffer.from(svg)).removeAlpha();
  // Level 6 takes a third of level 9's time for a tenth more bytes; level 9 is kept for pictures near the budget.
  const quick = await image.clone().png({ compressionLevel: 6 }).toBuffer();
  if (quick.length <= PNG_BUDGET_BYTES) return quick;
  const { width = 0, height = 0 } = await sharp(quick).metadata();
  if (width * height > PRODUCT_PIXELS) return quick;
  const tight = await image.clone().png({ compressionLevel: 9 }).toBuffer();
  if (tight.length <= PNG_BUDGET_BYTES) return tight;
  return image.png({ compressionLevel: 9, palette: true, quality: 90, effort: 1 }).toBuffer();
}
