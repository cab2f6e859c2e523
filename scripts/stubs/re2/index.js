// re2 is left out on purpose (package.json "overrides", docs/operations.md): requiring it fails, and superstatic — the
// only package that asks for it, as an optional dependency — then uses JavaScript's RegExp. No test starts hosting.
throw new Error('re2 is not installed in this project: superstatic falls back to RegExp.');
