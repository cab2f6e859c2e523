// The one label a product card leads with on the landing (spec 2: each featured product shows a badge). Every label
// is a fact of the product's own data, never decoration: the badge a reviewer gave it, else the first rule that holds.
import type { ProductBadge } from './commerce';

/** At or below this many units left (and above none) a product is "Only N left". */
export const LOW_STOCK_UNITS = 10;
/** "TOP RATED": this average or better, over enough reviews to mean it. */
export const TOP_RATED = { minRating: 4.7, minReviews: 50 } as const;
/** "POPULAR": at least this many reviews. */
export const POPULAR_MIN_REVIEWS = 500;

export type ProductHighlightReason = 'badge' | 'sold-out' | 'deal' | 'low-stock' | 'top-rated' | 'popular' | 'new' | 'rating';

export interface ProductHighlight {
  label: string;
  /** Which rule chose the label, for its colour. */
  reason: ProductHighlightReason;
}

export interface HighlightedProduct {
  badge: ProductBadge | null;
  /** Whole percent below the original price. */
  discount: number;
  stock: number;
  rating: number;
  reviewCount: number;
}

/**
 * The product's highlight: its own badge when it has one; else sold out, the deal ("30% OFF"), low stock ("Only 4
 * left"), top rated, popular, new (no reviews yet); else its rating ("★ 4.3"), so every card carries a true label.
 */
export function productHighlight(product: HighlightedProduct): ProductHighlight {
  if (product.badge !== null) return { label: product.badge, reason: 'badge' };
  if (product.stock <= 0) return { label: 'SOLD OUT', reason: 'sold-out' };
  if (product.discount > 0) return { label: `${product.discount}% OFF`, reason: 'deal' };
  if (product.stock <= LOW_STOCK_UNITS) return { label: `Only ${product.stock} left`, reason: 'low-stock' };
  if (product.rating >= TOP_RATED.minRating && product.reviewCount >= TOP_RATED.minReviews) return { label: 'TOP RATED', reason: 'top-rated' };
  if (product.reviewCount >= POPULAR_MIN_REVIEWS) return { label: 'POPULAR', reason: 'popular' };
  if (product.reviewCount === 0) return { label: 'NEW', reason: 'new' };
  return { label: `★ ${product.rating.toFixed(1)}`, reason: 'rating' };
}
