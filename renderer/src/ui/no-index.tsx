/**
 * Asks search engines not to list the page showing it (a form with nothing to find, a page a one-time link opens).
 * React 19 puts the tag in the document's head while the page shows and takes it away after.
 */
export function NoIndex() {
  return <meta name="robots" content="noindex" />;
}
