/**
 * One of our own SVG files drawn into the page as SVG elements, not as an `<img>`. Chromium gives every SVG `<img>` a
 * document of its own, built on the main thread as the image arrives: about 10–20 ms each on the benchmark's 2-core
 * machine, four times that on Lighthouse's phone, and `/marketplace` drew seven of them (docs/performance.md). Drawn
 * inline, the same shapes are a few elements of the page.
 *
 * `markup` is a `*.svg?decorative` import (renderer/decorative-svg.ts: our files, made at build time, never user
 * input): decoration, as the name of what it stands for is always beside it in text, so the box is hidden from
 * assistive technology.
 */
export function InlineSvg({ markup, size }: { markup: string; size: number }) {
  return (
    <span
      aria-hidden
      style={{ display: 'inline-flex', flex: 'none', width: size, height: size }}
      // Hydration keeps the drawn elements as they are (Preact leaves HTML set this way alone while it hydrates).
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
