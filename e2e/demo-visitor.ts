import { E2E_BASE_URL } from './server-address';

/** Browser state of a visitor who chose the demo: only the spec's local demoUser marker, no server session. */
export const demoVisitorState = {
  cookies: [],
  origins: [
    {
      origin: E2E_BASE_URL,
      localStorage: [{ name: 'demoUser', value: JSON.stringify({ email: 'demo@guardians.test', uid: 'demo', displayName: 'Demo Guardian', isDemo: true }) }],
    },
  ],
};
