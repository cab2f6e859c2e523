// GET /api/assessment/mine: this account's (or this browser's guest) assessments, newest first.
// Shared by the dashboard, the progress page and the marketplace for your assessment.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAssessmentsResponse } from '@common/contracts/assessments';
import { lazyEndpoint } from '../../api/contract-loaders';
import { endpointQueryFn } from '../../api/query-client';
import { useSession } from '../../identity/session-context';
import { holdsGuestClaim, MY_ASSESSMENTS_QUERY_KEY } from './my-assessments-key';

/** Spec 9: assessment cache 60 s. */
export const ASSESSMENT_CACHE_MS = 60_000;

export const myAssessmentsQueryOptions = queryOptions({
  queryKey: MY_ASSESSMENTS_QUERY_KEY,
  // The overload fallback ({offline: true}) is not a history: the query fails with the high-load text instead of
  // showing "no assessment".
  queryFn: endpointQueryFn(lazyEndpoint.assessments.getAssessmentMine, { on401: 'returnNull' }),
  staleTime: ASSESSMENT_CACHE_MS,
});

export interface MyAssessments {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  /** null: nobody to ask for (signed out, no guest claim) or the server says there is no history owner. */
  data: MyAssessmentsResponse | null | undefined;
  refetch: () => unknown;
}

export function useMyAssessments(): MyAssessments {
  const session = useSession();
  const mayHaveAssessments = session.user !== null || holdsGuestClaim();
  const query = useQuery({ ...myAssessmentsQueryOptions, enabled: session.status === 'ready' && mayHaveAssessments });
  if (session.status === 'loading') return { isPending: true, isError: false, error: null, data: undefined, refetch: query.refetch };
  if (!mayHaveAssessments) return { isPending: false, isError: false, error: null, data: null, refetch: query.refetch };
  return query;
}
