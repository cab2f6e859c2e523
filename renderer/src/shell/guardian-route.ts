import type { LoaderFunctionArgs } from 'react-router';
import { data, useLoaderData } from 'react-router';
import type { Guardian } from '@common/guardians';
import { findGuardian } from '@common/guardians';

/** What a route about one guardian (its collection, its page) hands to its screen. */
export interface GuardianRouteData {
  guardian: Guardian;
}

/** For /collection/:guardian and /guardians/:guardian: only the five ids exist; any other is a 404. */
export function loadGuardianFromParams({ params }: LoaderFunctionArgs): GuardianRouteData {
  const guardian = findGuardian(params.guardian ?? '');
  if (!guardian) {
    throw data(`No guardian is called '${params.guardian ?? ''}'.`, { status: 404 });
  }
  return { guardian };
}

/** For paths that name their guardian, such as /angio-collection. */
export function loadFixedGuardian(guardian: Guardian): () => GuardianRouteData {
  return () => ({ guardian });
}

export function useGuardianRouteData(): GuardianRouteData {
  return useLoaderData() as GuardianRouteData;
}
