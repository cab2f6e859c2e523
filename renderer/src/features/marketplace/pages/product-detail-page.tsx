import { Alert, Anchor, Badge, Breadcrumbs, Button, Container, Divider, Grid, Image, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { chatGuardian } from '@common/chat-guardians';
import { AddToCart } from '../../../domain/cart/add-to-cart';
import { DetailPlaceholder } from '../../../ui/catalog/detail-placeholder';
import { ProductRating } from '../../../ui/catalog/rating';
import { GuardianThemeScope } from '../../../ui/guardian-theme-scope';
import { formatPrice, Price } from '../../../ui/money';
import { useProduct } from '../api/get-product';
import { ProductUse, SupplementFacts } from '../components/supplement-facts';
import { VerificationBadge } from '../components/verification-badge';
import { isNotFoundError } from '../../../api/api-error';
import { loadErrorText } from '../../../api/error-texts';
import { lazyPart } from '../../../ui/lazy-part';
import classes from './product-detail-page.module.css';

// The reviews (their reads, form and contract) load beside the product's code and are built in a task of their own.
const ProductReviews = lazyPart(async () => (await import('../components/product-reviews')).ProductReviews);
// Issue 44: loaded after the page, as the reviews are; it asks the store's discount itself.
const SubscribeAndSave = lazyPart(async () => (await import('../components/subscribe-and-save')).SubscribeAndSave);

/** /marketplace/product/{productName}: one product, where productName is its slug. */
export function ProductDetailPage() {
  const { productName = '' } = useParams();
  const query = useProduct(productName);

  if (!query.data) {
    return (
      <DetailPlaceholder
        title="Product Details"
        what="The product"
        errorText={loadErrorText(query)}
        notFound={isNotFoundError(query.error)}
        notFoundText="We could not find this product. It may no longer be sold."
        back={{ to: '/marketplace', label: 'Back to the marketplace' }}
      />
    );
  }

  const { product, facts, verification } = query.data;
  const guardian = chatGuardian(product.guardian);
  return (
    <GuardianThemeScope theme={product.guardian}>
      <Container size="lg" py="xl" px="md">
        <Breadcrumbs mb="md">
          <Anchor component={Link} to="/marketplace">
            Marketplace
          </Anchor>
          <Anchor component={Link} to={`/collection/${product.guardian}`}>
            {guardian.name}&apos;s Collection
          </Anchor>
        </Breadcrumbs>
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Image src={product.image} alt={product.name} radius="md" bg="dark.6" fit="contain" h={360} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <Stack gap="sm">
              {product.badge && <Badge w="fit-content">{product.badge}</Badge>}
              <Title order={1}>{product.name}</Title>
              <Text c="dimmed">by {product.brand}</Text>
              <VerificationBadge verification={verification} />
              <ProductRating rating={product.rating} reviewCount={product.reviewCount} />
              <Price price={product.price} originalPrice={product.originalPrice} currency={product.currency} size="xl" />
              <Text size="sm" c={product.stock === 0 ? 'red' : 'dimmed'}>
                {product.stock === 0 ? 'Sold out' : `${product.stock} in stock`}
              </Text>
              <Text>{product.description}</Text>
            </Stack>
            <Stack gap="sm" mt="sm">
              <section aria-label={`Buy ${product.name}`} className={classes.purchase}>
                <p className={classes.barPrice}>{formatPrice(product.price, product.currency)}</p>
                {product.affiliate_link ? (
                  // A partner shop sells this one: the guardians send you there instead of taking the order here.
                  <Button component="a" href={product.affiliate_link} target="_blank" rel="noopener noreferrer" w="fit-content">
                    Buy at the partner shop
                  </Button>
                ) : (
                  <AddToCart product={product} withQuantity />
                )}
              </section>
              {product.affiliate_link ? (
                <Alert color="blue" variant="light">
                  This product is sold by our partner; the link opens their shop in a new tab.
                </Alert>
              ) : (
                // Its room is kept while it loads, so nothing below moves when it appears.
                <div className={classes.subscribe}>
                  <SubscribeAndSave product={product} />
                </div>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
        <Divider my="xl" />
        {facts ? (
          <Grid gutter="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <SupplementFacts facts={facts} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <ProductUse facts={facts} />
            </Grid.Col>
          </Grid>
        ) : (
          <Text c="dimmed">The label facts of this product have not been added yet. Ask the brand, or read the label on the pack.</Text>
        )}
        <Divider my="xl" />
        <ProductReviews slug={product.slug} />
      </Container>
    </GuardianThemeScope>
  );
}
