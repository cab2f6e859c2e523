// The platform as React context: screens read it with usePlatform(), so a test can render them on a fake
// desktop platform. Without a provider it is the platform this renderer runs on.
import { createContext, useContext } from 'react';
import { platform } from './current-platform';
import type { Platform } from './platform';

export const PlatformContext = createContext<Platform>(platform);

export function usePlatform(): Platform {
  return useContext(PlatformContext);
}
