// POST /api/checkout/quote: what the shopper's choices cost now. The page's own chunk imports the contract directly.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QuoteResponse } from '@common/contracts/checkout';
import type { QuoteRequest } from '@common/contracts/checkout';
import { useApiClient } from '../../../api/use-api';

/** The quote for what the shopper has chosen so far; the last one stays on screen while the next loads. */
export function useQuote(selection: QuoteRequest | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['/api/checkout/quote', selection] as const,
    queryFn: () => api.json(QuoteResponse, 'POST', '/api/checkout/quote', selection),
    enabled: selection !== null && selection.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
