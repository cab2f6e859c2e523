// GET /api/admin/contact-messages?status=: what people wrote through the contact page (admin, support).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contactEndpoints } from '@common/contracts/contact';
import { endpointKey } from '../../../api/endpoint';
import type { ContactMessagesQuery } from '@common/contracts/contact';
import { endpointQuery } from '../../../api/query-client';

/** The key every status's list starts with, to refresh them all after a change. */
export const CONTACT_MESSAGES_KEY = endpointKey(contactEndpoints.getAdminContactMessages);

export function contactMessagesQueryOptions(status: ContactMessagesQuery['status']) {
  return queryOptions(endpointQuery(contactEndpoints.getAdminContactMessages, { query: { status } }));
}

export function useContactMessages(status: ContactMessagesQuery['status']) {
  return useQuery(contactMessagesQueryOptions(status));
}
