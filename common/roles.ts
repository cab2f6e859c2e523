// Roles of DESIGN.md section 4 and spec section 6. The server enforces them on every route; the renderer
// reads the same lists only to decide what to show, never to decide what is allowed.

export const ROLES = ['customer', 'demo', 'admin', 'support', 'brand_partner', 'ayurvedic', 'nutritionist', 'health_coach', 'doctor', 'lab'] as const;
export type Role = (typeof ROLES)[number];

/** Staff who run the store: the admin dashboard is theirs. */
export const STAFF_ROLES = ['admin', 'support'] as const satisfies readonly Role[];

/** Practitioners and brands who work with the store: the partner area is theirs. */
export const PARTNER_ROLES = ['ayurvedic', 'nutritionist', 'health_coach', 'doctor', 'lab', 'brand_partner'] as const satisfies readonly Role[];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  customer: 'Customer',
  demo: 'Demo visitor',
  admin: 'Administrator',
  support: 'Support',
  brand_partner: 'Brand partner',
  ayurvedic: 'Ayurvedic practitioner',
  nutritionist: 'Nutritionist',
  health_coach: 'Health coach',
  doctor: 'Doctor',
  lab: 'Lab',
};

/** Roles as a person reads them: "Administrator or Support", "Ayurvedic practitioner, Nutritionist, … or Lab". */
export function roleNames(roles: readonly Role[]): string {
  const names = roles.map((role) => ROLE_LABELS[role]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;
}

/**
 * The role-specific sign-in screens (/admin-login, /partner/login, /brand-partner-login) send one of these as
 * `expectedRole` with POST /api/login; the account must hold one of the listed roles.
 */
export const SIGN_IN_ROLE_GROUPS = {
  admin: STAFF_ROLES,
  partner: PARTNER_ROLES,
  brand_partner: ['brand_partner'],
} as const satisfies Readonly<Record<string, readonly Role[]>>;
export type SignInRoleGroup = keyof typeof SIGN_IN_ROLE_GROUPS;
export const SIGN_IN_ROLE_GROUP_NAMES = Object.keys(SIGN_IN_ROLE_GROUPS) as [SignInRoleGroup, ...SignInRoleGroup[]];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function hasAnyRole(held: readonly Role[], allowed: readonly Role[]): boolean {
  return held.some((role) => allowed.includes(role));
}

/** Practitioners who care for consenting clients (issue 15); labs and brand partners are partners but not these. */
export const PRACTITIONER_ROLES = ['ayurvedic', 'nutritionist', 'health_coach', 'doctor'] as const satisfies readonly Role[];
export type PractitionerRole = (typeof PRACTITIONER_ROLES)[number];

export function isPractitionerRole(value: unknown): value is PractitionerRole {
  return typeof value === 'string' && (PRACTITIONER_ROLES as readonly string[]).includes(value);
}
