// Plain values of the contracts, kept apart from their zod schemas: the renderer's first page reads these without
// loading zod (issue 12). The contract modules re-export them, so every other import stays as it is.

export const DEFAULT_PRODUCT_PAGE_SIZE = 12;
export const MAX_PRODUCT_PAGE_SIZE = 48;
export const PRODUCT_SORTS = ['featured', 'price_asc', 'price_desc', 'rating', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A sort named in an address or a form, or the default ('featured') for anything else. */
export function productSortOf(value: string | null | undefined): ProductSort {
  return (PRODUCT_SORTS as readonly (string | null | undefined)[]).includes(value) ? (value as ProductSort) : 'featured';
}

/** The optional cookie categories a person chooses (essential is always on). */
export const CONSENT_TYPES = ['analytics', 'personalization', 'marketing'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** Earlier messages a guardian chat request carries. */
export const MAX_CHAT_HISTORY = 5;

/** completed and no_show are recorded by the practitioner once the consultation has started. */
export const CONSULTATION_STATUSES = ['booked', 'cancelled', 'completed', 'no_show'] as const;
export type ConsultationStatus = (typeof CONSULTATION_STATUSES)[number];
