// POST /api/process-signup-breadcrumb: pays the signup reward once per account.
import type { SignupBreadcrumbResponse } from '@common/contracts/wallet';
import { lazyEndpoint } from '../../../api/contract-loaders';
import type { SignupBreadcrumb } from '@common/rewards';
import type { ApiClient } from '../../../api/api-request';

export type SignupRewardAnswer = SignupBreadcrumbResponse;

export function processSignupBreadcrumb(api: ApiClient, userEmail: string, breadcrumbData: SignupBreadcrumb): Promise<SignupRewardAnswer> {
  return api.call(lazyEndpoint.wallet.postProcessSignupBreadcrumb, { body: { userEmail, breadcrumbData } });
}
