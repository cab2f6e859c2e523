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

// A press of a button on pre-rendered HTML before the app has hydrated it would do nothing: it is kept instead, and
// the app presses that button again once it has hydrated the page (src/app/ssr/early-presses.ts, which stops this).
// Same names as EARLY_PRESSES_KEY there.
window.guardiansEarlyPresses = [];
document.addEventListener(
  'click',
  function (event) {
    var presses = window.guardiansEarlyPresses;
    var button = presses && event.target instanceof Element ? event.target.closest('button') : null;
    var root = button && button.closest('#root[data-prerendered]');
    if (!root) return;
    event.preventDefault();
    event.stopPropagation();
    // Where it is, too (each element's index among its parent's, from the root): a part React had to draw again has
    // an element of its own in the same place.
    var path = [];
    for (var at = button; at !== root; at = at.parentElement) path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
    presses.push({ button: button, path: path });
  },
  true,
);
