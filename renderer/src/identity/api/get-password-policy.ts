// GET /api/auth/password-policy: the rules registration enforces, for the form's live checklist.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { passwordPolicySchema } from '@common/password-policy';
import { jsonQueryFn } from '../../api/query-client';

export const passwordPolicyQueryOptions = queryOptions({
  queryKey: ['/api/auth/password-policy'] as const,
  // Spec 5: a policy whose schema version is not 1 is not one this form understands.
  queryFn: jsonQueryFn(passwordPolicySchema),
});

export function usePasswordPolicy() {
  return useQuery(passwordPolicyQueryOptions);
}
