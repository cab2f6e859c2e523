// The schemas the shell reads its answers with, as loaders (see schema-source.ts): each contract module, and zod with
// it, loads when the first answer that needs it is on its way, not before the first paint. Screens that load with
// their own chunk may import their contracts directly.
import type { z } from 'zod';

/**
 * A contract module, loaded once. The first time, the answer waiting for it is checked a task later: building a
 * contract's schemas as its module loads and checking a first answer with them were one task of about 200 ms at 4× CPU
 * on a phone (the guardians' contract on `/`), and every task over 50 ms blocks a tap.
 */
export function loadedOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () =>
    (loading ??= load().then(
      (loaded) => new Promise<M>((resolve) => setTimeout(() => resolve(loaded), 0)),
      (error: unknown) => {
        // A chunk that did not arrive (offline, a new build) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
}

const modules = {
  accounts: loadedOnce(() => import('@common/contracts/accounts')),
  assessments: loadedOnce(() => import('@common/contracts/assessments')),
  cart: loadedOnce(() => import('@common/contracts/cart')),
  catalog: loadedOnce(() => import('@common/contracts/catalog')),
  chat: loadedOnce(() => import('@common/contracts/chat')),
  experts: loadedOnce(() => import('@common/contracts/experts')),
  guardians: loadedOnce(() => import('@common/contracts/guardians')),
  labs: loadedOnce(() => import('@common/contracts/labs')),
  wallet: loadedOnce(() => import('@common/contracts/wallet')),
};

function loader<M, K extends keyof M>(load: () => Promise<M>, name: K): () => Promise<M[K] & z.ZodType> {
  return async () => (await load())[name] as M[K] & z.ZodType;
}

export const contract = {
  accounts: {
    CurrentUserResponse: loader(modules.accounts, 'CurrentUserResponse'),
    SignedInResponse: loader(modules.accounts, 'SignedInResponse'),
  },
  assessments: { MyAssessmentsResponse: loader(modules.assessments, 'MyAssessmentsResponse') },
  cart: {
    CartResponse: loader(modules.cart, 'CartResponse'),
    MergeCartResponse: loader(modules.cart, 'MergeCartResponse'),
  },
  catalog: {
    ProductListResponse: loader(modules.catalog, 'ProductListResponse'),
    ProductResponse: loader(modules.catalog, 'ProductResponse'),
  },
  chat: {
    ChatHistoryResponse: loader(modules.chat, 'ChatHistoryResponse'),
    GuardianChatResponse: loader(modules.chat, 'GuardianChatResponse'),
    QuickRecommendationsResponse: loader(modules.chat, 'QuickRecommendationsResponse'),
  },
  experts: { ExpertListResponse: loader(modules.experts, 'ExpertListResponse') },
  guardians: { GuardianListResponse: loader(modules.guardians, 'GuardianListResponse') },
  labs: { LabOrderListResponse: loader(modules.labs, 'LabOrderListResponse') },
  wallet: {
    SignupBreadcrumbResponse: loader(modules.wallet, 'SignupBreadcrumbResponse'),
    Wallet: loader(modules.wallet, 'Wallet'),
    WalletResponse: loader(modules.wallet, 'WalletResponse'),
  },
};
