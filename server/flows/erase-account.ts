// Erasing an account whose deletion came due (GDPR article 17; the 14 days are the gdpr module's), step by step inside
// the one transaction that marks the deletion done, so a sign-in that cancelled it a moment earlier wins and nothing is
// erased. Each step belongs to the module named beside it. Removed: what only describes the person. Anonymised and kept:
// what the books, a practitioner's history or the evidence of a consent need.
//
//   1. accounts       the email the steps below match on (no account: nothing to do)
//   2. sessions       every sign-in ended;  desktop-auth  the desktop sign-in codes
//   3. accounts       the roles
//   4. checkout       the saved addresses;  cart  the cart;  subscriptions  the subscriptions (nothing renews), their
//                     customers at the payment providers (Stripe's, Razorpay's) read first
//   5. assessments    the assessments;  chat  the chat messages;  tracking  chat interactions and product clicks
//   6. reflections    the wellness reflections;  contact  the messages sent (signed in, or from the account's address)
//   7. reviews        the helpful votes and reviews
//   8. protocols      the plans sent to them and their medicines;  care  who read their data, invitations to them
//   9. practice       chart notes about their consultations;  experts  their notes on bookings (bookings kept)
//  10. care           consents withdrawn (kept as evidence)
//  11. labs           lab notices and lab orders with their results and reports
//  12. gdpr           a ready export expired, one being prepared failed
//  13. consent        cookie consent records without email, address or browser
//  14. community      their posts, reactions, reports and member row; a topic others replied to kept as "[removed]"
//  15. orders         orders kept for the books without name, phone or street;  mail  the mails the outbox kept for them
//                     mail-preferences  the choices of mails and the unsubscribe links' tokens
//  16. accounts       the account row kept (the wallet's ledger points at it) without anything that names them
// After the transaction (the gdpr service, as jobs): the account's files folder removed, what the payment providers saved
// for its customers deleted (Stripe's customers with their cards, Razorpay's UPI AutoPay tokens; best effort, never
// holding the erasure back), and the last mail sent.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { deleteOutboxMailsTo } from '../mail/outbox-mailer';
import { accountNamesByIds, anonymiseAccount, deleteRolesOf } from '../modules/accounts/accounts.exports';
import { deleteAssessmentsOf } from '../modules/assessments/assessments.exports';
import { deleteAccessLogAndInvitationsOf, withdrawConsentsOf } from '../modules/care/care.exports';
import { deleteCartItems } from '../modules/cart/cart.exports';
import { deleteChatMessagesOf } from '../modules/chat/chat.exports';
import { eraseCommunityMember } from '../modules/community/community.exports';
import { deleteAddressesOf } from '../modules/checkout/checkout.exports';
import { anonymiseConsentRecordsOf } from '../modules/consent/consent.exports';
import { deleteContactMessagesOf } from '../modules/contact/contact.exports';
import { deleteDesktopCodesOf } from '../modules/desktop-auth/desktop-auth.exports';
import { clearConsultationNotesOf } from '../modules/experts/experts.exports';
import { ERASED_NAME, erasedEmail, retireExportsOf } from '../modules/gdpr/gdpr.exports';
import { deleteLabDataOf } from '../modules/labs/labs.exports';
import { deleteMailPreferencesOf } from '../modules/mail-preferences/mail-preferences.exports';
import { anonymiseShippingOf } from '../modules/orders/orders.exports';
import { deleteChartNotesAbout } from '../modules/practice/practice.exports';
import { deletePlansAndMedicinesOf } from '../modules/protocols/protocols.exports';
import { deleteReflectionsOf } from '../modules/reflections/reflections.exports';
import { deleteReviewsOf } from '../modules/reviews/reviews.exports';
import { deleteSessionsOf } from '../modules/sessions/sessions.exports';
import { deleteSubscriptionsOf, paymentCustomersOf } from '../modules/subscriptions/subscriptions.exports';
import { deleteTrackingOf } from '../modules/tracking/tracking.exports';

/** Erases one account inside the caller's transaction (see the steps above); who it was, for its last mail. */
export async function eraseAccount(
  trx: Kysely<Database>,
  userId: string,
  at: string,
): Promise<{ email: string; name: string; paymentCustomers: { method: string; customerId: string }[] } | undefined> {
  const account = (await accountNamesByIds(trx, [userId])).get(userId);
  if (!account) return undefined;
  const { email } = account;

  await deleteSessionsOf(trx, userId);
  await deleteDesktopCodesOf(trx, userId);
  await deleteRolesOf(trx, userId);
  await deleteAddressesOf(trx, userId);
  await deleteCartItems(trx, userId);
  const paymentCustomers = await paymentCustomersOf(trx, userId);
  await deleteSubscriptionsOf(trx, userId);
  await deleteAssessmentsOf(trx, userId);
  await deleteChatMessagesOf(trx, userId);
  await deleteTrackingOf(trx, userId);
  await deleteReflectionsOf(trx, userId);
  await deleteContactMessagesOf(trx, userId, email);
  await deleteReviewsOf(trx, userId);
  await deletePlansAndMedicinesOf(trx, userId);
  await deleteAccessLogAndInvitationsOf(trx, userId, email);
  await deleteChartNotesAbout(trx, userId);
  await clearConsultationNotesOf(trx, userId);
  await withdrawConsentsOf(trx, userId, at);
  await deleteLabDataOf(trx, userId);
  await retireExportsOf(trx, userId, at);
  await anonymiseConsentRecordsOf(trx, userId);
  await eraseCommunityMember(trx, userId, at);
  await anonymiseShippingOf(trx, userId, ERASED_NAME);
  await deleteOutboxMailsTo(trx, email);
  await deleteMailPreferencesOf(trx, userId);
  await anonymiseAccount(trx, userId, erasedEmail(userId));
  return { email, name: account.displayName, paymentCustomers };
}
