// Runs before the app's first paint (a classic script in index.html's head), so a visitor who chose light colours
// never sees a dark flash. Same rule as darkModeColorSchemeManager in src/app/app-providers.tsx: spec 3's
// darkMode key, dark unless it says 'false'.
try {
  if (window.localStorage.getItem('darkMode') === 'false') {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
} catch {
  // Storage blocked: keep the default, dark.
}

// Pages pre-rendered at build time show a first visit: signed out, dark, nothing in the cart. A browser holding
// anything of an earlier visit, and the desktop window, render the app afresh instead (src/main.tsx), so that HTML is
// hidden before it can flash the wrong state (index.html). Same attribute as RETURNING_VISITOR_ATTRIBUTE in
// common/prerendered-pages.ts.
let returningVisitor = true;
try {
  returningVisitor = window.localStorage.length > 0 || window.sessionStorage.length > 0 || 'guardianDesktop' in window;
} catch {
  // Storage blocked: render afresh.
}
if (returningVisitor) document.documentElement.setAttribute('data-returning-visitor', '');
