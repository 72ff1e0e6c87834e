// The 404 page, one per language (src/pages/404.astro, gu/404.astro, hi/404.astro).
export const notFound = {
  title: 'Page not found',
  description: 'This page is not in our showroom. Browse the collection instead.',
  heading: 'This piece is not in our showroom',
  text: 'The page you were looking for has moved or never existed. Our whole collection is a click away.',
  allProducts: 'See all products',
  home: 'Back to home',
};
