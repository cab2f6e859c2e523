import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CHAT_GUARDIANS } from '@common/chat-guardians';
import { ProductRow } from '../components/product-row';

/** /shop: the storefront at a glance: today's deals, then a row per guardian. */
export function ShopPage() {
  return (
    <Container size="xl" py="xl" px="md">
      <Stack gap="xl">
        <div>
          <Title order={1}>Shop</Title>
          <Text c="dimmed">Deals and each guardian&apos;s favourites. Your cart is in the header.</Text>
          <Group mt="sm">
            <Button component={Link} to="/marketplace">
              Browse all products
            </Button>
            <Button component={Link} to="/marketplace-assessment" variant="light">
              Products for my assessment
            </Button>
          </Group>
        </div>
        <ProductRow title="Deals" filters={{ deals: true, sort: 'rating' }} allPath="/marketplace?filter=deals" />
        {CHAT_GUARDIANS.map((guardian) => (
          <ProductRow
            key={guardian.id}
            title={`${guardian.icon} ${guardian.name}`}
            filters={{ guardian: guardian.id }}
            allPath={`/collection/${guardian.id}`}
          />
        ))}
      </Stack>
    </Container>
  );
}
