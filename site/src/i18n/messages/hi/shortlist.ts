import type { Messages } from '../en';

export const shortlist: Messages['shortlist'] = {
  link: 'पसंद सूची',
  add: 'पसंद सूची में जोड़ें',
  remove: 'पसंद सूची से हटाएँ',
  count: (count) => `पसंद सूची, ${count} आभूषण`,
  heart: 'पसंद सूची',
};
