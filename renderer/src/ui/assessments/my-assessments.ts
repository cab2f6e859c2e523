// GET /api/assessment/mine: this account's (or this browser's guest) assessments, newest first.
// Shared by the dashboard, the progress page and the marketplace for your assessment.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyAssessmentsResponse } from '../../../../common/contracts/assessments';
import { HIGH_LOAD_TEXT } from '../../../../common/system-texts';
import { getQueryFn } from '../../api/query-client';
import { useSession } from '../../shell/session-context';

/** Spec 9: assessment cache 60 s. */
export const ASSESSMENT_CACHE_MS = 60_000;
/** Where a signed-out visitor's browser keeps the temporary email the server issued with its claim cookie. */
export const TEMP_USER_EMAIL_KEY = 'tempUserEmail';

const fetchMine = getQueryFn<MyAssessmentsResponse>({ on401: 'returnNull' });

export const myAssessmentsQueryOptions = queryOptions({
  queryKey: ['/api/assessment/mine'] as const,
  queryFn: async (context): Promise<MyAssessmentsResponse | null> => {
    const answer = await fetchMine(context);
    if (answer === null) return null;
    // The overload fallback ({offline: true}) is not a history: say so instead of showing "no assessment".
    if (!Array.isArray(answer.assessments)) throw new Error(HIGH_LOAD_TEXT);
    return answer;
  },
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

function holdsGuestClaim(): boolean {
  try {
    return window.localStorage.getItem(TEMP_USER_EMAIL_KEY) !== null;
  } catch {
    return false;
  }
}

export function useMyAssessments(): MyAssessments {
  const session = useSession();
  // Signed out, only a browser that took an assessment holds a guest claim; asking without one is a certain 401.
  const mayHaveAssessments = session.user !== null || holdsGuestClaim();
  const query = useQuery({ ...myAssessmentsQueryOptions, enabled: session.status === 'ready' && mayHaveAssessments });
  if (session.status === 'loading') return { isPending: true, isError: false, error: null, data: undefined, refetch: query.refetch };
  if (!mayHaveAssessments) return { isPending: false, isError: false, error: null, data: null, refetch: query.refetch };
  return query;
}
