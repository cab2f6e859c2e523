// GET /api/wallet: the signed-in account's balance and ledger, newest entry first (spec 7: key /api/wallet).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '../../../../common/contracts/wallet';
import { getQueryFn } from '../../api/query-client';

export const WALLET_QUERY_KEY = ['/api/wallet'] as const;

const fetchWallet = getQueryFn<Wallet>({ on401: 'throw' });

export const walletQueryOptions = queryOptions({
  queryKey: WALLET_QUERY_KEY,
  queryFn: async (context): Promise<Wallet> => {
    const wallet = await fetchWallet(context);
    // With on401 'throw' the only null would be a server answering "null": not a wallet.
    if (!wallet) throw new Error('The server answered without a wallet.');
    return wallet;
  },
});

export function useWallet(options: { enabled: boolean }) {
  return useQuery({ ...walletQueryOptions, enabled: options.enabled });
}
