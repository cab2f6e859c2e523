// The areas whose pages hide the storefront's header (spec 2): the customer's account, the partners' and the staff's.
// Each gets a slim header with the way home and its own sections (issue 14); app/site-navigation.test.ts checks
// every path against the route table.
import type { NavigationLink } from './site-navigation';

export interface SiteArea {
  id: 'account' | 'partner' | 'admin';
  title: string;
  /** The area's sections, in the order the slim header lists them. */
  links: readonly NavigationLink[];
  /** Where the area's people sign in: the slim header offers it signed out, and who is signed in with Sign out after. */
  signInPath?: string;
}

export const SITE_AREAS: readonly SiteArea[] = [
  {
    id: 'account',
    title: 'My account',
    links: [
      { label: 'Profile', to: '/profile' },
      { label: 'Wallet', to: '/profile#wallet-title' },
      { label: 'Orders', to: '/profile#orders-title' },
      { label: 'Consultations', to: '/profile#consultations-title' },
      { label: 'Addresses', to: '/profile#addresses-title' },
      { label: 'Your data', to: '/profile#your-data-title' },
      { label: 'Progress', to: '/assessment-progress' },
    ],
  },
  {
    id: 'partner',
    title: 'Partner area',
    signInPath: '/partner/login',
    links: [
      { label: 'Ayurvedic', to: '/partner/ayurvedic-dashboard' },
      { label: 'Nutritionist', to: '/partner/nutritionist-dashboard' },
      { label: 'Health coach', to: '/partner/health-coach-dashboard' },
      { label: 'Doctor', to: '/partner/doctor-dashboard' },
      { label: 'Lab', to: '/partner/lab-dashboard' },
    ],
  },
  {
    id: 'admin',
    title: 'Admin',
    signInPath: '/admin-login',
    links: [
      { label: 'Home', to: '/admin' },
      { label: 'Orders', to: '/admin/orders' },
      { label: 'Products and reviews', to: '/admin-product-verification' },
      { label: 'Users', to: '/admin/users' },
      { label: 'KPIs', to: '/admin-strategy-dashboard' },
      { label: 'Data collection', to: '/admin-data-collection' },
      { label: 'Messages', to: '/admin/messages' },
      { label: 'Community', to: '/admin/community' },
      { label: 'Knowledge', to: '/admin/knowledge' },
      { label: 'System', to: '/debug-admin' },
      { label: 'Audit', to: '/admin/audit' },
    ],
  },
];

/** The area a path belongs to, or undefined (storefront, sign-in and assessment pages have none). */
export function siteAreaOf(pathname: string): SiteArea | undefined {
  if (pathname === '/profile') return SITE_AREAS[0];
  if (pathname.startsWith('/partner/')) return SITE_AREAS[1];
  if (pathname === '/admin' || pathname.startsWith('/admin-') || pathname.startsWith('/admin/') || pathname === '/debug-admin') return SITE_AREAS[2];
  return undefined;
}
