import { describe, expect, it } from 'vitest';
import { enquiryMarker } from './random.js';

describe('enquiryMarker', () => {
  it('gives a fresh marker of letters after the prefix, never a digit the phone search could match', () => {
    const markers = Array.from({ length: 2_000 }, () => enquiryMarker('EQ'));
    for (const marker of markers) expect(marker).toMatch(/^EQ-[a-z]{10}$/);
    expect(new Set(markers).size).toBe(markers.length);
  });
});
