// While a sign-out leaves a guarded page, the route guard must not send the visitor to sign in: they are on their
// way to /signout-confirmation. One flag for the page, set and cleared by useSignOut.
let signingOut = false;

export function setSignOutInProgress(value: boolean): void {
  signingOut = value;
}

export function isSignOutInProgress(): boolean {
  return signingOut;
}
