import { discountPercent, formatMoney } from '@common/commerce';
import classes from './money.module.css';

/** The storefront's one money format: minor units of a currency, shown the Indian way (₹1,299.00). */
export function formatPrice(minor: number, currency: string): string {
  return formatMoney(minor, currency, 'en-IN');
}

interface PriceProps {
  price: number;
  originalPrice?: number | undefined;
  currency: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/**
 * A price, with the original price struck through and the percent saved when the product is discounted. Plain
 * elements styled with Mantine's variables rather than a Group and three Texts: product lists show dozens of prices.
 */
export function Price({ price, originalPrice, currency, size = 'md' }: PriceProps) {
  const percentOff = originalPrice === undefined ? 0 : discountPercent(price, originalPrice);
  return (
    <div className={classes.price}>
      <p className={classes.amount} data-size={size} data-testid="price">
        {formatPrice(price, currency)}
      </p>
      {percentOff > 0 && originalPrice !== undefined && (
        <>
          <p className={classes.was} aria-label={`Was ${formatPrice(originalPrice, currency)}`}>
            {formatPrice(originalPrice, currency)}
          </p>
          <p className={classes.off}>{percentOff}% off</p>
        </>
      )}
    </div>
  );
}
