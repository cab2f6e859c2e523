import { Badge, Button, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '@common/commerce';
import type { RecommendedProduct } from '@common/contracts/guardians';
import type { GuardianId } from '@common/guardians';
import { useGuardianProducts } from '../api/get-guardian-products';

/** The guardian entry names the products; the catalog adds price and picture when it can be reached. */
export function RecommendedProducts({ guardian, products }: { guardian: GuardianId; products: readonly RecommendedProduct[] }) {
  const catalog = useGuardianProducts(guardian);
  if (products.length === 0) return <Text c="dimmed">No products are recommended for this guardian yet.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }} aria-label="Recommended products">
      {products.map((recommended) => {
        const product = catalog.data?.find((candidate) => candidate.id === recommended.id);
        return (
          <Card component="li" key={recommended.id} withBorder padding="sm">
            {product && (
              <Card.Section>
                <Image src={product.image} alt="" h={120} fit="cover" fallbackSrc="/favicon.svg" />
              </Card.Section>
            )}
            <Stack gap={6} mt="sm">
              {product?.badge && (
                <Badge color="red" w="fit-content">
                  {product.badge}
                </Badge>
              )}
              <Text fw={600}>{recommended.name}</Text>
              {product && <Text fw={700}>{formatMoney(product.price, product.currency)}</Text>}
              <Button component={Link} to={`/marketplace/product/${recommended.slug}`} variant="light" size="xs" aria-label={`View ${recommended.name}`}>
                View product
              </Button>
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
