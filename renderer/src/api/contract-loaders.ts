// The schemas the shell reads its answers with, as loaders (see schema-source.ts): each contract module, and zod with
// it, loads when the first answer that needs it is on its way, not before the first paint. Screens that load with
// their own chunk may import their contracts directly.
import type { z } from 'zod';
import type { ApiEndpoint } from '@common/contracts/api-endpoint';

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
  consent: loadedOnce(() => import('@common/contracts/consent')),
  experts: loadedOnce(() => import('@common/contracts/experts')),
  guardians: loadedOnce(() => import('@common/contracts/guardians')),
  labs: loadedOnce(() => import('@common/contracts/labs')),
  tracking: loadedOnce(() => import('@common/contracts/tracking')),
  voice: loadedOnce(() => import('@common/contracts/voice')),
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

/** An endpoint record of a contract module, as a loader (api/endpoint.ts, EndpointSource). */
function endpointLoader<M, G extends keyof M, K extends keyof M[G]>(load: () => Promise<M>, group: G, name: K): () => Promise<Extract<M[G][K], ApiEndpoint>> {
  return async () => (await load())[group][name] as Extract<M[G][K], ApiEndpoint>;
}

/** The endpoints the shell calls, as loaders: called by their contract without loading it into the first visit. */
export const lazyEndpoint = {
  accounts: {
    postFirebaseAuth: endpointLoader(modules.accounts, 'accountEndpoints', 'postFirebaseAuth'),
    postLogout: endpointLoader(modules.accounts, 'accountEndpoints', 'postLogout'),
  },
  assessments: { getAssessmentMine: endpointLoader(modules.assessments, 'assessmentEndpoints', 'getAssessmentMine') },
  cart: {
    getCart: endpointLoader(modules.cart, 'cartEndpoints', 'getCart'),
    postCartMerge: endpointLoader(modules.cart, 'cartEndpoints', 'postCartMerge'),
    putCartItemsByProductId: endpointLoader(modules.cart, 'cartEndpoints', 'putCartItemsByProductId'),
  },
  catalog: {
    getProducts: endpointLoader(modules.catalog, 'catalogEndpoints', 'getProducts'),
    getProductsBySlug: endpointLoader(modules.catalog, 'catalogEndpoints', 'getProductsBySlug'),
  },
  chat: {
    getGuardianChatHistoryByUserUid: endpointLoader(modules.chat, 'chatEndpoints', 'getGuardianChatHistoryByUserUid'),
    postChatQuickRecommendations: endpointLoader(modules.chat, 'chatEndpoints', 'postChatQuickRecommendations'),
    postGuardianChat: endpointLoader(modules.chat, 'chatEndpoints', 'postGuardianChat'),
  },
  consent: { postGdprConsent: endpointLoader(modules.consent, 'consentEndpoints', 'postGdprConsent') },
  experts: { getExperts: endpointLoader(modules.experts, 'expertEndpoints', 'getExperts') },
  guardians: { getGuardians: endpointLoader(modules.guardians, 'guardianEndpoints', 'getGuardians') },
  tracking: {
    postTrackingChatInteraction: endpointLoader(modules.tracking, 'trackingEndpoints', 'postTrackingChatInteraction'),
    postTrackingProductClick: endpointLoader(modules.tracking, 'trackingEndpoints', 'postTrackingProductClick'),
  },
  voice: { postVoiceTest: endpointLoader(modules.voice, 'voiceEndpoints', 'postVoiceTest') },
  wallet: {
    getWallet: endpointLoader(modules.wallet, 'walletEndpoints', 'getWallet'),
    postProcessSignupBreadcrumb: endpointLoader(modules.wallet, 'walletEndpoints', 'postProcessSignupBreadcrumb'),
  },
};
