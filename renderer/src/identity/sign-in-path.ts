import type { SignInRoleGroup } from '@common/roles';

/** Where a visitor signs in (spec 2): the route guard, the header and "sign in to check out or book" lead here. */
export const SIGN_IN_PATH = '/auth-simple';

/** The sign-in screen of each role group (the partner, staff and brand-partner cards). */
export const ROLE_SIGN_IN_PATHS = {
  partner: '/partner/login',
  admin: '/admin-login',
  brand_partner: '/brand-partner-login',
} as const satisfies Record<SignInRoleGroup, string>;

export const FORGOT_PASSWORD_PATH = '/forgot-password';

/** "Forgot password?" of a sign-in screen: a role group's screen names itself, so the page's way back returns there. */
export function forgotPasswordPath(group?: SignInRoleGroup): string {
  return group === undefined ? FORGOT_PASSWORD_PATH : `${FORGOT_PASSWORD_PATH}?from=${group}`;
}

/** The sign-in screen a `from` of forgotPasswordPath names; anything else (none, unknown) is the storefront's. */
export function signInPathFrom(from: string | null): string {
  return from !== null && Object.hasOwn(ROLE_SIGN_IN_PATHS, from) ? ROLE_SIGN_IN_PATHS[from as SignInRoleGroup] : SIGN_IN_PATH;
}
