// What the renderer may ask of the machine it runs on. Features depend on this interface only,
// so the browser build and the desktop window run the same screens (DESIGN.md section 5).

export type PlatformKind = 'web' | 'desktop';

export interface PlatformInfo {
  kind: PlatformKind;
  /** Operating system as the host reports it (the browser's platform string, or Node's os name on desktop). */
  os: string;
  /** Version of the installed desktop app; null in the browser, which always runs what the server serves. */
  appVersion: string | null;
  /** Origin of the API the storefront talks to. */
  apiOrigin: string;
  /** true when the desktop app runs its own embedded server (works offline). */
  embeddedServer: boolean;
}

export interface Platform {
  readonly kind: PlatformKind;
  info(): Promise<PlatformInfo>;
}
