import { pageStorage } from './page-storage';
import type { Platform } from './platform';
import { selectPlatform } from './select-platform';

/**
 * The platform this renderer runs on, chosen once at start-up: the preload runs before any page script. Its storage is
 * the current window's at each use, because the server renderer gives each page it draws a fresh window.
 */
export const platform: Platform = {
  ...selectPlatform(window),
  storage: pageStorage({
    get localStorage() {
      return window.localStorage;
    },
  }),
};
