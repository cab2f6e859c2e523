import { describe, expect, it } from 'vitest';
import { hasAnyRole, isRole, PARTNER_ROLES, ROLES, roleNames, SIGN_IN_ROLE_GROUPS, STAFF_ROLES } from './roles';

describe('roles', () => {
  it('lists the ten roles of DESIGN.md section 4', () => {
    expect(ROLES).toEqual(['customer', 'demo', 'admin', 'support', 'brand_partner', 'ayurvedic', 'nutritionist', 'health_coach', 'doctor', 'lab']);
  });

  it('lets staff sign in at the admin screen, every partner at the partner screen and brands at their own', () => {
    expect(SIGN_IN_ROLE_GROUPS.admin).toEqual(STAFF_ROLES);
    expect(SIGN_IN_ROLE_GROUPS.partner).toEqual(PARTNER_ROLES);
    expect(SIGN_IN_ROLE_GROUPS.brand_partner).toEqual(['brand_partner']);
    expect(hasAnyRole(['customer'], SIGN_IN_ROLE_GROUPS.admin)).toBe(false);
    expect(hasAnyRole(['customer', 'support'], SIGN_IN_ROLE_GROUPS.admin)).toBe(true);
  });

  it('recognises only known roles', () => {
    expect(isRole('doctor')).toBe(true);
    expect(isRole('partner')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });
});

describe('roleNames', () => {
  it('names roles as people read them, never by their ids', () => {
    expect(roleNames(['admin', 'support'])).toBe('Administrator or Support');
    expect(roleNames(['ayurvedic', 'nutritionist', 'health_coach', 'doctor', 'lab'])).toBe('Ayurvedic practitioner, Nutritionist, Health coach, Doctor or Lab');
    expect(roleNames(['brand_partner'])).toBe('Brand partner');
    expect(roleNames([])).toBe('');
  });
});
