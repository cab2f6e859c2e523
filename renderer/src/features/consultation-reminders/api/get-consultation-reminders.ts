// GET /api/consultations/reminders: the signed-in user's consultations starting within minutes, as the server words them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsultationRemindersResponse } from '@common/contracts/consultation-reminders';
import { consultationReminderEndpoints } from '@common/contracts/consultation-reminders';
import type { ApiClient } from '../../../api/api-request';
import { apiOf } from '../../../api/query-client';

export const CONSULTATION_REMINDERS_PATH = consultationReminderEndpoints.getConsultationsReminders.path;
/** How often a signed-in page asks; a reminder window is 10 minutes, so none is missed. */
export const REMINDER_POLL_MS = 60_000;

/** Validated, because the answer reaches a native notification and the router. */
export function getConsultationReminders(api: ApiClient, signal?: AbortSignal): Promise<ConsultationRemindersResponse> {
  return api.call(consultationReminderEndpoints.getConsultationsReminders, {}, { signal });
}

export function consultationRemindersQueryOptions(userId: string) {
  return queryOptions({
    // The user is part of the key: one account's reminders never stand in for the next one's after a switch.
    queryKey: [CONSULTATION_REMINDERS_PATH, 'for-user', userId] as const,
    queryFn: ({ signal, client }) => getConsultationReminders(apiOf(client), signal),
    staleTime: 0,
    refetchInterval: REMINDER_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useConsultationReminders(userId: string | null) {
  return useQuery({ ...consultationRemindersQueryOptions(userId ?? ''), enabled: userId !== null });
}
