// Page changes in one object, so tests can watch them (jsdom cannot navigate).
export const navigation = {
  /** Goes to another page, keeping the current one in the history. */
  assign: (path: string) => window.location.assign(path),
  /** Goes to another page in place of the current one (a guard's redirect). */
  replace: (path: string) => window.location.replace(path),
  pathname: () => window.location.pathname,
};
