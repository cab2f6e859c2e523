// GET /api/profile/mail-preferences: the mails the signed-in account may turn off, one group each, with whether it is on.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailPreferenceEndpoints } from '@common/contracts/mail-preferences';
import { endpointQuery } from '../../../api/query-client';

export const mailPreferencesQueryOptions = queryOptions(endpointQuery(mailPreferenceEndpoints.getProfileMailPreferences));

export function useMailPreferences() {
  return useQuery(mailPreferencesQueryOptions);
}
