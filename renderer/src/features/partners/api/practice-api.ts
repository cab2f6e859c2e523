// The practitioner's own practice (server/modules/practice, common/contracts/practice.ts): reads as queries, writes
// as plain calls that refresh what they change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CareClientListResponse, CareClientRecordResponse, CareInvitationResponse } from '@common/contracts/care';
import type { CreateInvitationRequest } from '@common/contracts/care';
import {
  ChartNoteListResponse,
  ChartNoteResponse,
  PracticeAvailabilityResponse,
  PracticeConsultationResponse,
  PracticeDayResponse,
  TimeOffResponse,
} from '@common/contracts/practice';
import type { CreateTimeOffRequest, PutAvailabilityRequest, UpdatePracticeConsultationRequest } from '@common/contracts/practice';
import type { ApiClient } from '../../../api/api-request';
import { jsonQueryFn } from '../../../api/query-client';

export const availabilityQueryOptions = queryOptions({ queryKey: ['/api/partner/availability'] as const, queryFn: jsonQueryFn(PracticeAvailabilityResponse) });

export function useAvailability() {
  return useQuery(availabilityQueryOptions);
}

export function practiceDayQueryOptions(date: string | undefined) {
  return queryOptions({
    queryKey: [date ? `/api/partner/consultations?date=${encodeURIComponent(date)}` : '/api/partner/consultations'] as const,
    queryFn: jsonQueryFn(PracticeDayResponse),
  });
}

export function usePracticeDay(date: string | undefined) {
  return useQuery(practiceDayQueryOptions(date));
}

export function notesQueryOptions(consultationId: string) {
  return queryOptions({
    queryKey: [`/api/partner/consultations/${encodeURIComponent(consultationId)}/notes`] as const,
    queryFn: jsonQueryFn(ChartNoteListResponse),
  });
}

export function useNotes(consultationId: string) {
  return useQuery(notesQueryOptions(consultationId));
}

export const clientsQueryOptions = queryOptions({ queryKey: ['/api/partner/clients'] as const, queryFn: jsonQueryFn(CareClientListResponse) });

export function useClients() {
  return useQuery(clientsQueryOptions);
}

export function useClientRecord(clientId: string) {
  return useQuery({ queryKey: [`/api/partner/clients/${encodeURIComponent(clientId)}`] as const, queryFn: jsonQueryFn(CareClientRecordResponse) });
}

export function saveAvailability(api: ApiClient, request: PutAvailabilityRequest): Promise<PracticeAvailabilityResponse> {
  return api.json(PracticeAvailabilityResponse, 'PUT', '/api/partner/availability', request);
}

export function addTimeOff(api: ApiClient, request: CreateTimeOffRequest) {
  return api.json(TimeOffResponse, 'POST', '/api/partner/time-off', request);
}

export async function removeTimeOff(api: ApiClient, id: string): Promise<void> {
  await api.request('DELETE', `/api/partner/time-off/${encodeURIComponent(id)}`);
}

export function updateConsultation(api: ApiClient, id: string, request: UpdatePracticeConsultationRequest) {
  return api.json(PracticeConsultationResponse, 'PATCH', `/api/partner/consultations/${encodeURIComponent(id)}`, request);
}

export function addNote(api: ApiClient, consultationId: string, body: string) {
  return api.json(ChartNoteResponse, 'POST', `/api/partner/consultations/${encodeURIComponent(consultationId)}/notes`, { body });
}

export function editNote(api: ApiClient, noteId: string, body: string) {
  return api.json(ChartNoteResponse, 'PUT', `/api/partner/notes/${encodeURIComponent(noteId)}`, { body });
}

export function signNote(api: ApiClient, noteId: string) {
  return api.json(ChartNoteResponse, 'POST', `/api/partner/notes/${encodeURIComponent(noteId)}/sign`);
}

export function addAddendum(api: ApiClient, noteId: string, body: string) {
  return api.json(ChartNoteResponse, 'POST', `/api/partner/notes/${encodeURIComponent(noteId)}/addenda`, { body });
}

export function inviteClient(api: ApiClient, request: CreateInvitationRequest) {
  return api.json(CareInvitationResponse, 'POST', '/api/partner/invitations', request);
}
