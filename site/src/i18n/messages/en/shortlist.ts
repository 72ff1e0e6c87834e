// The shortlist's hearts and the header's count, set by a browser script on every public page
// (features/shortlist/shortlist-buttons.ts imports these three small sections, not the catalogue).
export const shortlist = {
  link: 'Shortlist',
  add: 'Add to shortlist',
  remove: 'Remove from shortlist',
  count: (count: number) => `Shortlist, ${count} ${count === 1 ? 'piece' : 'pieces'}`,
  /** The word beside the product page's heart. */
  heart: 'Shortlist',
};
