// While a sign-out leaves a guarded page, the route guard must not send the visitor to sign in: they are on their
// way to /signout-confirmation. One flag per app, made by the SessionProvider, set and cleared by useSignOut.
import { createContext, useContext } from 'react';

export class SignOutProgress {
  private leaving = false;

  begin(): void {
    this.leaving = true;
  }

  end(): void {
    this.leaving = false;
  }

  isLeaving(): boolean {
    return this.leaving;
  }
}

export const SignOutProgressContext = createContext<SignOutProgress | null>(null);

export function useSignOutProgress(): SignOutProgress {
  const progress = useContext(SignOutProgressContext);
  if (!progress) throw new Error('useSignOutProgress needs a SessionProvider above it (see src/app/app-providers.tsx).');
  return progress;
}
