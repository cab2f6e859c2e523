// POST /api/checkout/quote: what the shopper's choices cost now. The page's own chunk imports the contract directly.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkoutEndpoints } from '@common/contracts/checkout';
import type { QuoteRequest } from '@common/contracts/checkout';
import { useApiClient } from '../../../api/use-api';

const quoteEndpoint = checkoutEndpoints.postCheckoutQuote;

/** The quote for what the shopper has chosen so far; the last one stays on screen while the next loads. */
export function useQuote(selection: QuoteRequest | null) {
  const api = useApiClient();
  return useQuery({
    // A POST read: the key is the path with the shopper's choices, which the body carries.
    queryKey: [quoteEndpoint.path, selection] as const,
    queryFn: () => api.call(quoteEndpoint, { body: selection as QuoteRequest }),
    enabled: selection !== null && selection.items.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}
