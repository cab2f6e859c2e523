import { useEffect } from 'react';
import { MIRROR_KEYS, readJsonItem } from '../identity/auth-storage';
import { providerSessionMayExist, useRedirectFlow } from '../identity/use-redirect-flow';
import { useSignupReward } from '../features/rewards/hooks/use-signup-reward';
import { useSessionSync } from '../features/session-sync/hooks/use-session-sync';
import { usePlatform } from '../platform/platform-context';

function lastKnownProvider(storage: Storage): string | undefined {
  const record = readJsonItem(storage, MIRROR_KEYS.pwaUserSession);
  const provider = typeof record === 'object' && record !== null ? (record as { authProvider?: unknown }).authProvider : undefined;
  return typeof provider === 'string' ? provider : undefined;
}

/**
 * What runs on every page for the signed-in life of the app (spec 4): the redirect sign-in subscription, the
 * signup reward and session sync. Renders nothing.
 */
export function AccountEffects() {
  const flow = useRedirectFlow();
  const { storage } = usePlatform();
  useEffect(() => flow.subscribe({ withProvider: providerSessionMayExist(lastKnownProvider(storage.local)) }), [flow, storage]);
  useSignupReward();
  useSessionSync();
  return null;
}
