// The storefront's navigation (issue 14): the header menu's sections, also the footer's columns, and the footer's own
// links. One list, so the menu, the drawer and the footer never disagree; app/site-navigation.test.ts checks every
// path against the route table.
import { GUARDIANS } from '@common/guardians';

export interface NavigationLink {
  label: string;
  to: string;
}

export interface NavigationSection {
  title: string;
  /** The section's own page: where the header's bar of sections (wide screens) leads. */
  to: string;
  links: readonly NavigationLink[];
  /** Beginnings of paths whose pages belong to the section without being among its links (a product, an expert). */
  pagesUnder?: readonly string[];
}

export const NAVIGATION_SECTIONS: readonly NavigationSection[] = [
  {
    title: 'Shop',
    to: '/shop',
    links: [
      { label: 'Marketplace', to: '/marketplace' },
      { label: 'Deals', to: '/marketplace?filter=deals' },
      { label: 'Shop by guardian', to: '/guardian-marketplace' },
      { label: 'Shop by assessment', to: '/marketplace-assessment' },
      ...GUARDIANS.map((guardian) => ({ label: `${guardian.personaName}'s collection`, to: `/${guardian.id}-collection` })),
    ],
    pagesUnder: ['/marketplace/', '/collection/'],
  },
  {
    title: 'Guardians',
    to: '/scientific-knowledge',
    links: [
      ...GUARDIANS.map((guardian) => ({ label: guardian.personaName, to: `/guardians/${guardian.id}` })),
      // The science and intelligence pages are listed under Learn only: the footer shows every page once.
      { label: 'Guardian voices', to: '/voice-test' },
      // The members' circles, one per guardian (issue 43); signed out, the route guard asks to sign in first.
      { label: 'Community', to: '/community' },
    ],
    pagesUnder: ['/community/'],
  },
  {
    title: 'Assessments',
    to: '/assessment',
    links: [
      { label: 'Quick assessment', to: '/quick-assessment' },
      { label: 'Standardized assessment', to: '/standardized-assessment' },
      { label: 'Your progress', to: '/assessment-progress' },
      { label: 'Vitamin D dashboard', to: '/vitamin-d-analysis' },
    ],
  },
  {
    title: 'Experts',
    to: '/find-expert',
    links: [
      { label: 'Find an expert', to: '/find-expert' },
      { label: 'Consultations', to: '/consultation' },
    ],
    pagesUnder: ['/expert/'],
  },
  {
    title: 'Learn',
    to: '/wellness-storyteller',
    links: [
      { label: 'Wellness storyteller', to: '/wellness-storyteller' },
      { label: 'Science', to: '/scientific-knowledge' },
      { label: 'Intelligence', to: '/intelligence' },
      { label: 'Testimonials', to: '/testimonials' },
    ],
  },
];

/**
 * The section the page at `pathname` belongs to, for the header's bar: its own page, else the first section listing
 * the page (the science page is the Guardians section's own page and a Learn link: it marks Guardians). None for a
 * page of no section.
 */
export function currentSectionOf(pathname: string): NavigationSection | undefined {
  const pathOf = (to: string) => new URL(to, 'http://store.invalid').pathname;
  return (
    NAVIGATION_SECTIONS.find((section) => section.to === pathname) ??
    NAVIGATION_SECTIONS.find((section) => section.links.some((link) => pathOf(link.to) === pathname)) ??
    NAVIGATION_SECTIONS.find((section) => section.pagesUnder?.some((start) => pathname.startsWith(start)))
  );
}

/** The footer's row under the sections: legal pages and the partners' ways in (no page of the columns again). */
export const FOOTER_LINKS: readonly NavigationLink[] = [
  { label: 'Contact us', to: '/contact' },
  { label: 'Terms of service', to: '/terms' },
  { label: 'Privacy policy', to: '/privacy' },
  { label: 'Cookie policy', to: '/cookie-policy' },
  { label: 'Brand partners', to: '/brand-partner-login' },
  { label: 'Partner sign-in', to: '/partner/login' },
  // No staff sign-in for every shopper to see: staff open /admin-login (or any /admin page, which offers it).
];

/** Where the header's product search goes: the marketplace with the words in `q`; an empty search opens the marketplace. */
export function productSearchPath(words: string): string {
  const query = words.trim().replace(/\s+/g, ' ').slice(0, 100);
  return query === '' ? '/marketplace' : `/marketplace?${new URLSearchParams({ q: query }).toString()}`;
}
