// The schemas the shell reads its answers with, as loaders (see schema-source.ts): each contract module, and zod with
// it, loads when the first answer that needs it is on its way, not before the first paint. Screens that load with
// their own chunk may import their contracts directly.
import type { z } from 'zod';

const modules = {
  accounts: () => import('@common/contracts/accounts'),
  cart: () => import('@common/contracts/cart'),
  catalog: () => import('@common/contracts/catalog'),
  chat: () => import('@common/contracts/chat'),
  experts: () => import('@common/contracts/experts'),
  guardians: () => import('@common/contracts/guardians'),
  wallet: () => import('@common/contracts/wallet'),
};

function loader<M, K extends keyof M>(load: () => Promise<M>, name: K): () => Promise<M[K] & z.ZodType> {
  return async () => (await load())[name] as M[K] & z.ZodType;
}

export const contract = {
  accounts: {
    CurrentUserResponse: loader(modules.accounts, 'CurrentUserResponse'),
    SignedInResponse: loader(modules.accounts, 'SignedInResponse'),
  },
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
  wallet: {
    SignupBreadcrumbResponse: loader(modules.wallet, 'SignupBreadcrumbResponse'),
    Wallet: loader(modules.wallet, 'Wallet'),
    WalletResponse: loader(modules.wallet, 'WalletResponse'),
  },
};
