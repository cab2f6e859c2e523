// GET /api/auth/password-policy: the rules registration enforces, for the form's live checklist.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@common/contracts/accounts';
import { endpointQuery } from '../../api/query-client';

// Spec 5: a policy whose schema version is not 1 is not one this form understands (the contract's schema says so).
export const passwordPolicyQueryOptions = queryOptions(endpointQuery(accountEndpoints.getAuthPasswordPolicy));

export function usePasswordPolicy() {
  return useQuery(passwordPolicyQueryOptions);
}
