/** Where a visitor signs in (spec 2): the route guard, the header and "sign in to check out or book" lead here. */
export const SIGN_IN_PATH = '/auth-simple';
