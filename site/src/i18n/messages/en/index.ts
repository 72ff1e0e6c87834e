// The English catalogue: the specification's exact texts. Its shape is every catalogue's type, so a
// key missing from the Gujarati or Hindi one fails the type check.
import { about } from './about';
import { contact } from './contact';
import { enquiry } from './enquiry';
import { home } from './home';
import { layout } from './layout';
import { notFound } from './not-found';
import { privacy } from './privacy';
import { product } from './product';
import { productList } from './product-list';
import { shortlist } from './shortlist';
import { shortlistPage } from './shortlist-page';

export const messages = {
  layout,
  shortlist,
  home,
  about,
  contact,
  enquiry,
  notFound,
  productList,
  product,
  shortlistPage,
  privacy,
};
export type Messages = typeof messages;
