import { selectPlatform } from './select-platform';

/** The platform this renderer runs on, chosen once at start-up: the preload runs before any page script. */
export const platform = selectPlatform(window);
