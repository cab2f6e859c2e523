import { Card, Group, Image, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PendingProduct } from '@common/contracts/brand-products';
import { useApiClient } from '../../../api/use-api';
import { Price } from '../../../ui/money';
import { pendingProductsQueryOptions } from '../api/get-pending-products';
import { reviewProduct } from '../api/review-product';
import type { Decision } from './decision-buttons';
import { DECISION_FAILED_TEXT, DecisionButtons } from './decision-buttons';
import { useApiAction } from '../../../api/use-api-action';

/** One pending submission: approve it, or reject it with the reason the partner will read. */
export function PendingProductReview({ product }: { product: PendingProduct }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const { running: busy, error, setError, run } = useApiAction<Decision>();

  async function decide(decision: Decision) {
    setError(null);
    if (decision === 'reject' && reason.trim().length < 3) {
      setReasonError('Say why, so the partner can fix it.');
      return;
    }
    setReasonError(null);
    await run(
      async () => {
        await reviewProduct(
          api,
          product.id,
          decision === 'reject' ? { decision, reason: reason.trim() } : { decision, ...(reason.trim() ? { reason: reason.trim() } : {}) },
        );
        await queryClient.invalidateQueries({ queryKey: pendingProductsQueryOptions.queryKey });
      },
      DECISION_FAILED_TEXT,
      decision,
    );
  }

  return (
    <Card withBorder radius="md" component="article" aria-label={product.name}>
      <Group align="flex-start" wrap="nowrap">
        <Image src={product.image} alt={`Photo of ${product.name}`} w={120} h={120} radius="sm" fit="contain" />
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
          <DecisionButtons deciding={busy} error={error} onDecide={(decision) => void decide(decision)} />
        </Stack>
      </Group>
    </Card>
  );
}
