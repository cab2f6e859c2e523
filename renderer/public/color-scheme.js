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
