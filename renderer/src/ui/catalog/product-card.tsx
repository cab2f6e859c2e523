import { Badge, Card } from '@mantine/core';
import type { ReactNode } from 'react';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import type { Product } from '@common/contracts/catalog';
import { LOW_STOCK_UNITS } from '@common/product-highlight';
import { Price } from '../money';
import classes from './product-card.module.css';
import { ProductRating } from './rating';

export interface ProductCardProps {
  product: Product;
  /** The card's action beside the stock, e.g. the add-to-cart button. */
  action: ReactNode;
  highlighted?: boolean;
}

/** Sold out, a few left (the landing's "Only N left" rule), or in stock: the words and their colour. */
function stockOf(stock: number): { words: string; level: 'out' | 'low' | 'in' } {
  if (stock === 0) return { words: 'Sold out', level: 'out' };
  if (stock <= LOW_STOCK_UNITS) return { words: `Only ${stock} left`, level: 'low' };
  return { words: 'In stock', level: 'in' };
}

/**
 * A product in a list: picture, badge, name, brand, rating, price and an action. `highlighted` marks the one a link
 * pointed at. Inside the card, plain elements styled with Mantine's variables (product-card.module.css) rather than a
 * component per line: a list draws a dozen cards, each of which a first visit hydrates (docs/performance.md).
 */
export const ProductCard = forwardRef<HTMLDivElement, ProductCardProps>(function ProductCard({ product, action, highlighted = false }, ref) {
  const detailPath = `/marketplace/product/${product.slug}`;
  const stock = stockOf(product.stock);
  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={product.name}
      aria-current={highlighted ? 'true' : undefined}
      style={highlighted ? { outline: '3px solid var(--mantine-primary-color-filled)' } : undefined}
    >
      <Card.Section className={classes.picture}>
        <Link to={detailPath} tabIndex={-1} aria-hidden>
          <img src={product.image} alt="" className={classes.image} />
        </Link>
        {product.badge && (
          <Badge className={classes.badge} color={product.badge === 'FLASH SALE' ? 'red' : undefined}>
            {product.badge}
          </Badge>
        )}
      </Card.Section>
      <div className={classes.body}>
        <Link to={detailPath} className={classes.name}>
          {product.name}
        </Link>
        <p className={classes.brand}>{product.brand}</p>
        <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
        <Price price={product.price} originalPrice={product.originalPrice} currency={product.currency} />
        <div className={classes.footer}>
          <p className={classes.stock} data-level={stock.level}>
            {stock.words}
          </p>
          {action}
        </div>
      </div>
    </Card>
  );
});
