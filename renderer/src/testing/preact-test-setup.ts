// Vitest setup of the renderer project: the screens run on Preact in tests as in the build (renderer/preact-aliases.ts).
import Module from 'node:module';
import { options } from 'preact';
import { preactAliases } from '../../preact-aliases';

// Vite's aliases reach every module it transforms, but a library's CommonJS file is loaded by Node itself and would
// `require('react')` — the real React, beside Preact. Those requires go to Preact too.
type Resolve = (request: string, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: Resolve };
const resolveFilename = moduleWithResolver._resolveFilename;
moduleWithResolver._resolveFilename = function resolvePreactFirst(request: string, ...rest: unknown[]): string {
  const alias = preactAliases.find(({ find }) => (typeof find === 'string' ? find === request : find.test(request)));
  return resolveFilename.call(this, alias ? String(alias.replacement) : request, ...rest);
};

// In a browser Preact runs effects, and the clean-ups of unmounted components, after the next frame. jsdom never paints
// and tests often fake the clock: here they run as soon as the render is done, as React's act() runs them, so a test's
// clean-up has finished before the next test begins and a timer an effect starts is there when the clock moves.
options.requestAnimationFrame = (flush) => queueMicrotask(flush);

// jsdom has no layout, so no scrollIntoView; Mantine's combobox scrolls its selected option into view on a timer.
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};
