// PUT /api/profile/mail-preferences: switches the groups named on or off; the answer is every group as now set.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailPreferencesUpdate } from '@common/contracts/mail-preferences';
import { mailPreferenceEndpoints } from '@common/contracts/mail-preferences';
import { apiOf } from '../../../api/query-client';
import { mailPreferencesQueryOptions } from './get-mail-preferences';

export function useUpdateMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: MailPreferencesUpdate, { client }) => apiOf(client).call(mailPreferenceEndpoints.putProfileMailPreferences, { body: update }),
    onSuccess: (saved) => queryClient.setQueryData(mailPreferencesQueryOptions.queryKey, saved),
  });
}
