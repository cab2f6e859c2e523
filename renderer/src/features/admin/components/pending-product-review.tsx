import { Alert, Button, Card, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PendingProduct } from '@common/contracts/brand-products';
import { useApiClient } from '../../../api/use-api';
import { errorSentence } from '../../../api/error-texts';
import { Price } from '../../../ui/money';
import { pendingProductsQueryOptions } from '../api/get-pending-products';
import { reviewProduct } from '../api/review-product';

/** One pending submission: approve it, or reject it with the reason the partner will read. */
export function PendingProductReview({ product }: { product: PendingProduct }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);

  async function decide(decision: 'approve' | 'reject') {
    setError(null);
    if (decision === 'reject' && reason.trim().length < 3) {
      setReasonError('Say why, so the partner can fix it.');
      return;
    }
    setReasonError(null);
    setBusy(decision);
    try {
      await reviewProduct(
        api,
        product.id,
        decision === 'reject' ? { decision, reason: reason.trim() } : { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      );
      await queryClient.invalidateQueries({ queryKey: pendingProductsQueryOptions.queryKey });
    } catch (caught) {
      setError(errorSentence(caught, 'The decision could not be saved. Try again.'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card withBorder radius="md" component="article" aria-label={product.name}>
      <Group align="flex-start" wrap="nowrap">
        <Image src={product.image} alt="" w={72} h={72} radius="sm" />
        <Stack gap={6} style={{ flex: 1 }}>
          <Text fw={600}>{product.name}</Text>
          <Text size="sm" c="dimmed">
            {product.brand} · {product.guardian} · {product.categories.join(', ')} · {product.stock} in stock · from {product.submittedBy.email}
          </Text>
          <Price price={product.price} originalPrice={product.originalPrice} currency={product.currency} size="sm" />
          <Text size="sm">{product.description}</Text>
          <Textarea
            label="Reason (required to reject)"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={reasonError}
            autosize
            minRows={1}
          />
          {error !== null && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group gap="xs">
            <Button size="xs" color="teal" loading={busy === 'approve'} onClick={() => void decide('approve')}>
              Approve
            </Button>
            <Button size="xs" color="red" variant="light" loading={busy === 'reject'} onClick={() => void decide('reject')}>
              Reject
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
