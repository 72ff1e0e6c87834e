import type { Messages } from '../en';

export const shortlist: Messages['shortlist'] = {
  link: 'પસંદગી યાદી',
  add: 'પસંદગી યાદીમાં ઉમેરો',
  remove: 'પસંદગી યાદીમાંથી કાઢો',
  count: (count) => `પસંદગી યાદી, ${count} ${count === 1 ? 'ઘરેણું' : 'ઘરેણાં'}`,
  heart: 'પસંદગી યાદી',
};
