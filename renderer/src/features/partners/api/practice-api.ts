// The practitioner's own practice (server/modules/practice, common/contracts/practice.ts): reads as queries, writes
// as plain calls that refresh what they change.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { careEndpoints } from '@common/contracts/care';
import type { CreateInvitationRequest } from '@common/contracts/care';
import { practiceEndpoints } from '@common/contracts/practice';
import type {
  CreateTimeOffRequest,
  PracticeAvailabilityResponse,
  PutAvailabilityRequest,
  PutMeetingLinkRequest,
  ConsultationTerms,
  UpdatePracticeConsultationRequest,
} from '@common/contracts/practice';
import type { ApiClient } from '../../../api/api-request';
import { endpointQuery } from '../../../api/query-client';

export const availabilityQueryOptions = queryOptions(endpointQuery(practiceEndpoints.getPartnerAvailability));

export function useAvailability() {
  return useQuery(availabilityQueryOptions);
}

export function practiceDayQueryOptions(date: string | undefined) {
  return queryOptions(endpointQuery(practiceEndpoints.getPartnerConsultations, date ? { query: { date } } : {}));
}

export function usePracticeDay(date: string | undefined) {
  return useQuery(practiceDayQueryOptions(date));
}

export function notesQueryOptions(consultationId: string) {
  return queryOptions(endpointQuery(practiceEndpoints.getPartnerConsultationsByIdNotes, { params: { id: consultationId } }));
}

export function useNotes(consultationId: string) {
  return useQuery(notesQueryOptions(consultationId));
}

export const clientsQueryOptions = queryOptions(endpointQuery(careEndpoints.getPartnerClients));

export function useClients() {
  return useQuery(clientsQueryOptions);
}

export function useClientRecord(clientId: string) {
  return useQuery(endpointQuery(careEndpoints.getPartnerClientsByClientId, { params: { clientId } }));
}

export function saveAvailability(api: ApiClient, request: PutAvailabilityRequest): Promise<PracticeAvailabilityResponse> {
  return api.call(practiceEndpoints.putPartnerAvailability, { body: request });
}

export function saveConsultationTerms(api: ApiClient, terms: ConsultationTerms): Promise<PracticeAvailabilityResponse> {
  return api.call(practiceEndpoints.putPartnerConsultationTerms, { body: terms });
}

export function saveMeetingLink(api: ApiClient, request: PutMeetingLinkRequest): Promise<PracticeAvailabilityResponse> {
  return api.call(practiceEndpoints.putPartnerMeetingLink, { body: request });
}

export function addTimeOff(api: ApiClient, request: CreateTimeOffRequest) {
  return api.call(practiceEndpoints.postPartnerTimeOff, { body: request });
}

export async function removeTimeOff(api: ApiClient, id: string): Promise<void> {
  await api.call(practiceEndpoints.deletePartnerTimeOffById, { params: { id } });
}

export function updateConsultation(api: ApiClient, id: string, request: UpdatePracticeConsultationRequest) {
  return api.call(practiceEndpoints.patchPartnerConsultationsById, { params: { id }, body: request });
}

export function addNote(api: ApiClient, consultationId: string, body: string) {
  return api.call(practiceEndpoints.postPartnerConsultationsByIdNotes, { params: { id: consultationId }, body: { body } });
}

export function editNote(api: ApiClient, noteId: string, body: string) {
  return api.call(practiceEndpoints.putPartnerNotesById, { params: { id: noteId }, body: { body } });
}

export function signNote(api: ApiClient, noteId: string) {
  return api.call(practiceEndpoints.postPartnerNotesByIdSign, { params: { id: noteId } });
}

export function addAddendum(api: ApiClient, noteId: string, body: string) {
  return api.call(practiceEndpoints.postPartnerNotesByIdAddenda, { params: { id: noteId }, body: { body } });
}

export function inviteClient(api: ApiClient, request: CreateInvitationRequest) {
  return api.call(careEndpoints.postPartnerInvitations, { body: request });
}
