import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { ReviewStatus } from '@common/contracts/brand-products';
import { errorSentence } from '../../../api/error-texts';
import { formatPrice } from '../../../ui/money';
import { useMyBrandProducts } from '../api/get-my-brand-products';
import { ErrorAlert } from '../../../ui/error-alert';
import { ProductPhotoUpload } from './product-photo-upload';

const STATUS: Record<ReviewStatus, { label: string; color: string }> = {
  pending: { label: 'Waiting for review', color: 'yellow' },
  approved: { label: 'Approved: in the marketplace', color: 'teal' },
  rejected: { label: 'Rejected', color: 'red' },
};

/** The partner's submissions, newest first, with the reviewer's decision and reason. */
export function MySubmissions() {
  const submissions = useMyBrandProducts();
  return (
    <Stack gap="sm" component="section" aria-labelledby="submissions-title">
      <Title order={2} size="h3" id="submissions-title">
        Your submissions
      </Title>
      {submissions.isError ? (
        <ErrorAlert error={errorSentence(submissions.error, 'Your submissions could not be loaded. Try again in a moment.')} />
      ) : !submissions.data ? (
        <Text c="dimmed">Loading your submissions…</Text>
      ) : submissions.data.products.length === 0 ? (
        <Text c="dimmed">Nothing submitted yet. Products you submit appear here with their review status.</Text>
      ) : (
        submissions.data.products.map((product) => (
          <Card key={product.id} withBorder radius="md" component="article" aria-label={product.name}>
            <Group align="flex-start" wrap="nowrap">
              <Image src={product.image} alt={`Photo of ${product.name}`} w={72} h={72} radius="sm" fit="cover" />
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>{product.name}</Text>
                  <Badge color={STATUS[product.reviewStatus].color}>{STATUS[product.reviewStatus].label}</Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {formatPrice(product.price, product.currency)} · {product.stock} in stock
                </Text>
                {product.reviewReason && <Text size="sm">Reviewer: {product.reviewReason}</Text>}
                {product.reviewStatus === 'pending' && <ProductPhotoUpload product={product} />}
              </Stack>
            </Group>
          </Card>
        ))
      )}
    </Stack>
  );
}
