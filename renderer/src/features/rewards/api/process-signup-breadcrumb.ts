// POST /api/process-signup-breadcrumb: pays the signup reward once per account.
import type { SignupBreadcrumbResponse } from '../../../../../common/contracts/wallet';
import type { SignupBreadcrumb } from '../../../../../common/rewards';
import { apiJson } from '../../../api/api-request';

export type SignupRewardAnswer = SignupBreadcrumbResponse;

export function processSignupBreadcrumb(userEmail: string, breadcrumbData: SignupBreadcrumb): Promise<SignupRewardAnswer> {
  return apiJson<SignupRewardAnswer>('POST', '/api/process-signup-breadcrumb', { userEmail, breadcrumbData });
}
