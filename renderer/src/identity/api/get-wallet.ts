// GET /api/wallet: the signed-in account's balance and ledger, newest entry first (spec 7: key /api/wallet).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '../../api/contract-loaders';
import { jsonQueryFn } from '../../api/query-client';

export const WALLET_QUERY_KEY = ['/api/wallet'] as const;

export const walletQueryOptions = queryOptions({ queryKey: WALLET_QUERY_KEY, queryFn: jsonQueryFn(contract.wallet.WalletResponse) });

export function useWallet(options: { enabled: boolean }) {
  return useQuery({ ...walletQueryOptions, enabled: options.enabled });
}
