import { z } from 'zod';
import { REWARD_TYPES, signupBreadcrumbSchema } from '../rewards';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse } from './errors';

export const WalletEntry = z
  .object({
    id: z.string(),
    amount: z.number().int().describe('Coins; positive for a credit, negative for a debit.'),
    rewardType: z.enum(REWARD_TYPES),
    description: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'WalletEntry' });
export type WalletEntry = z.infer<typeof WalletEntry>;

/** The wallet is a ledger: balance is the sum of its entries, listed newest first. */
export const Wallet = z
  .object({
    balance: z.number().int(),
    currency: z.literal('coins'),
    entries: z.array(WalletEntry),
  })
  .meta({ id: 'Wallet' });
export type Wallet = z.infer<typeof Wallet>;

/** GET /api/wallet: the wallet and what its coins are worth at checkout. */
export const WalletResponse = Wallet.extend({
  redemption: z
    .object({
      coinsPerMajorUnit: z.number().int().min(1).describe('This many coins take one rupee (or dollar, pound…) off an order.'),
      maxPercentOfOrder: z.number().int().min(0).max(100).describe('Coins pay at most this share of an order’s goods.'),
      currency: z.string(),
      balanceValue: z.number().int().min(0).describe('What the balance would take off, in minor units, if an order allowed it all.'),
    })
    .optional(),
}).meta({ id: 'WalletResponse' });
export type WalletResponse = z.infer<typeof WalletResponse>;

export const SignupBreadcrumbRequest = z
  .object({
    userEmail: z.string().trim().min(1).max(254).describe("Must be the signed-in account's email (EMAIL_MISMATCH otherwise)."),
    breadcrumbData: signupBreadcrumbSchema,
  })
  .meta({ id: 'SignupBreadcrumbRequest' });
export type SignupBreadcrumbRequest = z.infer<typeof SignupBreadcrumbRequest>;

export const SignupBreadcrumbResponse = z
  .object({
    message: z.string().describe('Shown to the person: credited now, or already credited before.'),
    credited: z.boolean().describe('True only on the call that paid the reward.'),
    wallet: Wallet,
  })
  .meta({ id: 'SignupBreadcrumbResponse' });
export type SignupBreadcrumbResponse = z.infer<typeof SignupBreadcrumbResponse>;

export const WALLET_ERROR_CODES = ['EMAIL_MISMATCH'] as const;

export const walletEndpoints = {
  getWallet: {
    method: 'get',
    path: '/api/wallet',
    summary: "The signed-in account's coin balance and ledger, newest entry first",
    tag: 'wallet',
    responses: {
      200: { description: 'The wallet', body: WalletResponse },
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
    },
  },
  postProcessSignupBreadcrumb: {
    method: 'post',
    path: '/api/process-signup-breadcrumb',
    summary: 'Pays the signup reward of spec 4 once per account; retries answer the same wallet',
    tag: 'wallet',
    request: { body: SignupBreadcrumbRequest },
    responses: {
      200: { description: 'Credited now, or already credited before (see credited)', body: SignupBreadcrumbResponse },
      400: errorResponse('The breadcrumb is invalid (VALIDATION_FAILED)'),
      401: errorResponse('Not signed in (UNAUTHENTICATED)'),
      403: errorResponse("userEmail is not the signed-in account's email (EMAIL_MISMATCH)"),
    },
  },
} satisfies Record<string, ApiEndpoint>;
