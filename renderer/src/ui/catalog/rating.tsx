import classes from './rating.module.css';

const STARS = '★★★★★';

/**
 * Five stars filled to a rating's share, as one line of text: a picture of a number, so it is hidden from screen
 * readers unless `label` names it (then it is one image with that name). Plain elements rather than Mantine's Rating,
 * which is a radio input, a label and a symbol per star: a page of reviews drew hundreds of components for it.
 */
export function RatingStars({ rating, label }: { rating: number; label?: string }) {
  const share = Math.min(Math.max(rating / 5, 0), 1);
  const named = label === undefined ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label };
  return (
    <span className={classes.stars} {...named} data-testid="rating-stars">
      {STARS}
      <span className={classes.filled} style={{ width: `${(share * 100).toFixed(1)}%` }}>
        {STARS}
      </span>
    </span>
  );
}

/**
 * Average stars and how many reviews they come from. The stars are a picture of the number beside them (hidden from
 * screen readers, which read the number): one line of text rather than an input per star, and plain elements rather than components, as a list shows dozens.
 */
export function ProductRating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  return (
    <div className={classes.rating}>
      <RatingStars rating={rating} />
      <p className={classes.count}>
        {rating.toFixed(1)} ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </p>
    </div>
  );
}
