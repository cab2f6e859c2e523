import { createContext, useContext } from 'react';

/** The app's own view of a signed-in user (spec section 3); the accounts issue adds roles and provider. */
export interface SessionUser {
  id: string;
  uid: string;
  email: string;
  displayName: string;
  isDemo?: boolean;
}

/** Body of GET /api/auth/me when someone is signed in (401 otherwise). */
export interface SessionAnswer {
  user: SessionUser;
}

export interface Session {
  /** 'loading' until the server has said who is signed in. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /** The spec's local demo-user marker (localStorage demoUser) is present. */
  hasDemoMarker: boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider above it (see src/app/app-providers.tsx).');
  return session;
}

/** Signed in for the shell's purposes: a server session, or the demo marker the spec treats as a user. */
export function isSignedIn(session: Session): boolean {
  return session.user !== null || session.hasDemoMarker;
}
