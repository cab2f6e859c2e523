import { createContext, useContext } from 'react';
import type { AccountUser } from '@common/contracts/accounts';

/** The app's own view of a signed-in user (spec section 3), as GET /api/auth/me answers it. */
export type SessionUser = AccountUser;

export interface Session {
  /** 'loading' until the server has said who is signed in. */
  status: 'loading' | 'ready';
  user: SessionUser | null;
  /**
   * The spec's demo-user marker (localStorage demoUser). The server session is the authority: the provider keeps
   * the marker in step with it, so this is true only for a demo session the server confirmed.
   */
  hasDemoMarker: boolean;
  /**
   * True when the server could not be asked who is signed in (unreachable, overloaded) and no earlier answer is known:
   * `user` is then null without meaning "signed out", and a guarded page offers to try again rather than sending the
   * customer to sign in.
   */
  checkFailed: boolean;
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
