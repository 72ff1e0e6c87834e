import { describe, expect, it } from 'vitest';
import { type FeedPiece, feedLeftOutReason } from './feed.js';

const picture = {
  id: 1,
  url: '/uploads/ring.jpg',
  thumbnailUrl: '',
  width: 800,
  height: 800,
  focus: { x: 0.5, y: 0.5 },
};
const piece = (overrides: Partial<FeedPiece>): FeedPiece => ({
  status: 'active',
  images: [picture],
  totalPrice: 45230,
  ...overrides,
});

describe('which pieces the feeds list', () => {
  it('lists a public piece with a picture and a price, sold and out of stock ones too', () => {
    expect(feedLeftOutReason(piece({}))).toBeNull();
    expect(feedLeftOutReason(piece({ status: 'inactive' }))).toBeNull();
    expect(feedLeftOutReason(piece({ status: 'sold' }))).toBeNull();
  });

  it('leaves out drafts and hidden pieces before anything else is asked of them', () => {
    expect(feedLeftOutReason(piece({ status: 'draft', images: [] }))).toBe('draft');
    expect(feedLeftOutReason(piece({ status: 'hidden', totalPrice: 0 }))).toBe('hidden');
  });

  it('leaves out a piece without a picture, and one priced at nothing (less than a paisa)', () => {
    expect(feedLeftOutReason(piece({ images: [] }))).toBe('no picture');
    expect(feedLeftOutReason(piece({ totalPrice: 0 }))).toBe('no price');
    expect(feedLeftOutReason(piece({ totalPrice: 0.004 }))).toBe('no price');
    expect(feedLeftOutReason(piece({ totalPrice: 0.01 }))).toBeNull();
  });
});
