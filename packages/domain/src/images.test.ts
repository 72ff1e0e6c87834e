import { describe, expect, it } from 'vitest';
import { bannerFileIssue, detectImageType, productImagesIssue } from './images.js';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe('detectImageType reads the type from the content, not the name', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['WebP', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')), 'image/webp'],
    ['a RIFF file that is not WebP (WAV)', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')), null],
    ['text named .png', new TextEncoder().encode('just some text'), null],
    ['GIF', bytes(...ascii('GIF89a')), null],
    ['SVG (scripts inside)', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['an empty file', bytes(), null],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e), null],
  ])('%s → %s', (_name, content, expected) => {
    expect(detectImageType(content)).toBe(expected);
  });
});

const jpeg = { type: 'image/jpeg', size: 200_000 };

describe('productImagesIssue: at most 3 images kept and new together', () => {
  it.each([
    [0, [jpeg, jpeg, jpeg], null],
    [1, [jpeg, jpeg], null],
    [3, [], null],
    [0, [jpeg, jpeg, jpeg, jpeg], 'Max image select limit is 3...'],
    [2, [jpeg, jpeg], 'Max image select limit is 3...'],
    [0, [{ type: 'image/gif', size: 10 }], 'Only JPEG, PNG or WebP images can be uploaded'],
    [0, [{ type: 'image/png', size: 5 * 1024 * 1024 + 1 }], 'Each image must be at most 5 MB'],
  ])('%d kept and %j new → %s', (kept, files, expected) => {
    expect(productImagesIssue(kept, files)).toBe(expected);
  });
});

describe('bannerFileIssue: one image, required', () => {
  it.each([
    [[jpeg], null],
    [[], 'Please choose an image to upload'],
    [[jpeg, jpeg], 'Please choose a single image'],
    [[{ type: 'application/pdf', size: 10 }], 'Only JPEG, PNG or WebP images can be uploaded'],
  ])('%j → %s', (files, expected) => {
    expect(bannerFileIssue(files)).toBe(expected);
  });
});
