// The contact page's form (issue 39): anyone may write to the store; staff read and answer the messages in the admin
// area (/admin/messages). A message is a person's words and address, kept until handled and erased with an account.
import { z } from 'zod';
import type { ApiEndpoint } from './api-endpoint';
import { errorResponse, STAFF_ONLY_RESPONSES } from './errors';

export const CONTACT_TOPICS = ['order', 'product', 'consultation', 'account', 'partnership', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  order: 'An order, delivery or refund',
  product: 'A product',
  consultation: 'A consultation with an expert',
  account: 'My account or my data',
  partnership: 'Working with Guardians (brands, practitioners, labs)',
  other: 'Something else',
};

export const CONTACT_LIMITS = {
  name: { max: 100 },
  email: { max: 254 },
  orderReference: { max: 40 },
  message: { min: 10, max: 4000 },
} as const;

const trimmed = (max: number) => z.string().trim().max(max);

export const ContactMessageRequest = z
  .object({
    name: trimmed(CONTACT_LIMITS.name.max).min(1, 'Enter your name'),
    email: z.string().trim().max(CONTACT_LIMITS.email.max).pipe(z.email('Enter an email address we can reply to')),
    topic: z.enum(CONTACT_TOPICS),
    orderReference: trimmed(CONTACT_LIMITS.orderReference.max).optional().describe('An order or booking number, when the message is about one.'),
    message: trimmed(CONTACT_LIMITS.message.max).min(CONTACT_LIMITS.message.min, `Write at least ${CONTACT_LIMITS.message.min} characters`),
  })
  .meta({ id: 'ContactMessageRequest' });
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;

export const ContactMessageReceipt = z
  .object({
    reference: z.string().describe('A short reference the writer can quote, e.g. "GC-7K2Q9D".'),
    receivedAt: z.iso.datetime(),
  })
  .meta({ id: 'ContactMessageReceipt' });
export type ContactMessageReceipt = z.infer<typeof ContactMessageReceipt>;

export const CONTACT_MESSAGE_STATUSES = ['open', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const ContactMessage = z
  .object({
    id: z.string(),
    reference: z.string(),
    name: z.string(),
    email: z.string(),
    topic: z.enum(CONTACT_TOPICS),
    orderReference: z.string().nullable(),
    message: z.string(),
    status: z.enum(CONTACT_MESSAGE_STATUSES),
    signedIn: z.boolean().describe('Whether it was sent from a signed-in account (its email is then the account’s).'),
    receivedAt: z.iso.datetime(),
    handled: z.object({ byEmail: z.string(), at: z.iso.datetime(), note: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessage>;

export const ContactMessagesQuery = z.object({ status: z.enum([...CONTACT_MESSAGE_STATUSES, 'all']).default('open') }).meta({ id: 'ContactMessagesQuery' });
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuery>;

export const ContactMessagesResponse = z
  .object({
    messages: z.array(ContactMessage).describe('Open ones oldest first (answer in order); handled ones newest first. At most 200.'),
    openCount: z.number().int().min(0),
  })
  .meta({ id: 'ContactMessagesResponse' });
export type ContactMessagesResponse = z.infer<typeof ContactMessagesResponse>;

export const ContactMessageParams = z.object({ id: z.uuid() }).meta({ id: 'ContactMessageParams' });
export const HandleContactMessageRequest = z
  .object({ note: z.string().trim().max(1000).optional().describe('What was done, for the other staff.') })
  .meta({ id: 'HandleContactMessageRequest' });
export type HandleContactMessageRequest = z.infer<typeof HandleContactMessageRequest>;
export const ContactMessageResponse = z.object({ message: ContactMessage }).meta({ id: 'ContactMessageResponse' });
export type ContactMessageResponse = z.infer<typeof ContactMessageResponse>;

const staffOnly = STAFF_ONLY_RESPONSES;

export const contactEndpoints = {
  postContact: {
    method: 'post',
    path: '/api/contact',
    summary: 'Send the store a message (anyone; limited per address or account)',
    tag: 'contact',
    request: { body: ContactMessageRequest },
    responses: {
      201: { description: 'Received; staff answer by email', body: ContactMessageReceipt },
      400: errorResponse('A field is missing or invalid (VALIDATION_FAILED)'),
      429: errorResponse('Too many messages from this address or account (RATE_LIMITED)'),
    },
  },
  getAdminContactMessages: {
    method: 'get',
    path: '/api/admin/contact-messages',
    summary: 'Messages sent through the contact page',
    tag: 'admin',
    request: { query: ContactMessagesQuery },
    responses: { 200: { description: 'The messages', body: ContactMessagesResponse }, ...staffOnly },
  },
  postAdminContactMessagesByIdHandled: {
    method: 'post',
    path: '/api/admin/contact-messages/{id}/handled',
    summary: 'Mark a message answered (audited)',
    tag: 'admin',
    request: { params: ContactMessageParams, body: HandleContactMessageRequest },
    responses: {
      200: { description: 'The message, handled', body: ContactMessageResponse },
      404: errorResponse('No message has this id (CONTACT_MESSAGE_NOT_FOUND)'),
      409: errorResponse('Already marked handled by someone (CONTACT_MESSAGE_HANDLED)'),
      ...staffOnly,
    },
  },
} satisfies Record<string, ApiEndpoint>;
