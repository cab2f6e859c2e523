// GET /api/admin/contact-messages?status=: what people wrote through the contact page (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContactMessagesResponse } from '@common/contracts/contact';
import type { ContactMessagesQuery } from '@common/contracts/contact';
import { jsonQueryFn } from '../../../api/query-client';

export const CONTACT_MESSAGES_KEY = '/api/admin/contact-messages';

export function contactMessagesQueryOptions(status: ContactMessagesQuery['status']) {
  return queryOptions({ queryKey: [CONTACT_MESSAGES_KEY, { status }] as const, queryFn: jsonQueryFn(ContactMessagesResponse) });
}

export function useContactMessages(status: ContactMessagesQuery['status']) {
  return useQuery(contactMessagesQueryOptions(status));
}
