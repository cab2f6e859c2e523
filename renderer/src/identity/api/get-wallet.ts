// GET /api/wallet: the signed-in account's balance and ledger, newest entry first (spec 7: key /api/wallet).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { lazyEndpoint } from '../../api/contract-loaders';
import { endpointQueryFn } from '../../api/query-client';

// The wallet's contract loads beside the first answer, so its path is needed before the contract: written here (no
// zod-free list in common/ names it yet), and get-wallet.test.ts holds it to walletEndpoints.getWallet.
export const WALLET_QUERY_KEY = ['/api/wallet'] as const;

export const walletQueryOptions = queryOptions({ queryKey: WALLET_QUERY_KEY, queryFn: endpointQueryFn(lazyEndpoint.wallet.getWallet) });

export function useWallet(options: { enabled: boolean }) {
  return useQuery({ ...walletQueryOptions, enabled: options.enabled });
}
