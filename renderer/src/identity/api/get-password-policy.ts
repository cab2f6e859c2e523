// GET /api/auth/password-policy: the rules registration enforces, for the form's live checklist.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordPolicy } from '../../../../common/password-policy';
import { passwordPolicySchema } from '../../../../common/password-policy';
import { getQueryFn } from '../../api/query-client';

const fetchPolicy = getQueryFn<unknown>({ on401: 'throw' });

export const passwordPolicyQueryOptions = queryOptions({
  queryKey: ['/api/auth/password-policy'] as const,
  // Spec 5: a policy whose schema version is not 1 is not one this form understands.
  queryFn: async (context): Promise<PasswordPolicy> => passwordPolicySchema.parse(await fetchPolicy(context)),
});

export function usePasswordPolicy() {
  return useQuery(passwordPolicyQueryOptions);
}
