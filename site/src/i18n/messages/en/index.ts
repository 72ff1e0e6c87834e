// The English catalogue: the specification's exact texts. Its shape is every catalogue's type, so a
// key missing from the Gujarati or Hindi one fails the type check.
import { about } from './about';
import { bookVisit } from './book-visit';
import { contact } from './contact';
import { enquiry } from './enquiry';
import { home } from './home';
import { layout } from './layout';
import { notFound } from './not-found';
import { oldGold } from './old-gold';
import { privacy } from './privacy';
import { product } from './product';
import { productList } from './product-list';
import { savingsPlan } from './savings-plan';
import { shortlist } from './shortlist';
import { shortlistPage } from './shortlist-page';
import { sizeGuide } from './size-guide';

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
  oldGold,
  sizeGuide,
  savingsPlan,
  bookVisit,
  privacy,
};
export type Messages = typeof messages;
