import { platform } from './current-platform';

/** Running as the installed app: a standalone PWA window (display-mode or iOS standalone) or the desktop app. */
export function isInstalledApp(): boolean {
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  const iosStandalone = (window.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || iosStandalone || platform.kind === 'desktop';
}
