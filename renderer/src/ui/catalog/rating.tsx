import classes from './rating.module.css';

const STARS = '★★★★★';

/**
 * Average stars and how many reviews they come from. The stars are a picture of the number beside them (hidden from
 * screen readers, which read the number): one line of text rather than an input per star, and plain elements rather than components, as a list shows dozens.
 */
export function ProductRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  const share = Math.min(Math.max(rating / 5, 0), 1);
  return (
    <div className={classes.rating}>
      <span className={classes.stars} aria-hidden data-testid="rating-stars">
        {STARS}
        <span className={classes.filled} style={{ width: `${(share * 100).toFixed(1)}%` }}>
          {STARS}
        </span>
      </span>
      <p className={classes.count}>
        {rating.toFixed(1)} ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </p>
    </div>
  );
}
