/** An SVG file's markup made to draw inline as decoration: renderer/decorative-svg.ts (the Vite plugin), ui/inline-svg.tsx. */
declare module '*.svg?decorative' {
  const markup: string;
  export default markup;
}
