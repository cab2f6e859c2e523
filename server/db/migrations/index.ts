// Static map of migrations, so bundlers (electron-vite) keep them; names sort by date, which is the order they run.
import type { Migration } from 'kysely';
import * as core from './2026_11_22_001_core';
import * as accounts from './2026_11_23_001_accounts';
import * as guardianContentHabitsAssessments from './2026_11_24_010_guardian_content_habits_assessments';
import * as commerce from './2026_11_24_020_commerce';
import * as engagement from './2026_11_25_030_engagement';
import * as desktopAuth from './2026_11_25_040_desktop_auth';
import * as knowledgeEntries from './2026_11_26_050_knowledge_entries';
import * as checkout from './2026_11_27_060_checkout';
import * as productFactsReviews from './2026_11_27_070_product_facts_reviews';
import * as careConsents from './2026_11_28_080_care_consents';
import * as protocolsPlans from './2026_11_29_090_protocols_plans';
import * as practice from './2026_11_29_095_practice';
import * as labs from './2026_11_29_100_labs';
import * as auditLog from './2026_11_29_110_audit_log';
import * as gdpr from './2026_11_30_120_gdpr';
import * as knowledgeAdmin from './2026_11_30_130_knowledge_admin';
import * as userAdmin from './2026_11_30_140_user_admin';
import * as kpi from './2026_11_30_150_kpi';
import * as chatTriageEvents from './2026_11_30_160_chat_triage_events';
import * as unansweredQuestions from './2026_11_30_170_unanswered_questions';
import * as unpaidCardOrders from './2026_12_01_100_unpaid_card_orders';
import * as seededAccounts from './2026_12_04_100_seeded_accounts';
import * as contactMessages from './2026_12_05_100_contact_messages';
import * as mailOutbox from './2026_12_06_100_mail_outbox';
import * as jobs from './2026_12_07_100_jobs';
import * as passwordResets from './2026_12_07_110_password_resets';
import * as mailPreferences from './2026_12_07_120_mail_preferences';
import * as fileKeys from './2026_12_07_130_file_keys';
import * as consultationCalendarSequence from './2026_12_08_100_consultation_calendar_sequence';
import * as mailListUnsubscribe from './2026_12_08_110_mail_list_unsubscribe';
import * as productPhotos from './2026_12_09_100_product_photos';
import * as community from './2026_12_10_100_community';
import * as communityNotifications from './2026_12_10_110_community_notifications';
import * as onlinePaymentRefunds from './2026_12_11_100_online_payment_refunds';
import * as meetingLinkTemplate from './2026_12_11_110_meeting_link_template';
import * as orderReturns from './2026_12_11_120_order_returns';
import * as subscriptions from './2026_12_11_130_subscriptions';
import * as consultationPayments from './2026_12_11_140_consultation_payments';
import * as guestOrders from './2026_12_12_100_guest_orders';
import * as planSubscriptions from './2026_12_12_110_plan_subscriptions';
import * as consultationCardPayments from './2026_12_12_120_consultation_card_payments';
import * as savedPaymentMethods from './2026_12_13_100_saved_payment_methods';
import * as upiAutopay from './2026_12_14_100_upi_autopay';
import * as storeKnowledgeIssue44 from './2026_12_15_100_store_knowledge_issue_44';
import * as dhaAlgalLabel from './2026_12_16_100_dha_algal_label';

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '2026_11_22_001_core': core,
  '2026_11_23_001_accounts': accounts,
  '2026_11_24_010_guardian_content_habits_assessments': guardianContentHabitsAssessments,
  '2026_11_24_020_commerce': commerce,
  '2026_11_25_030_engagement': engagement,
  '2026_11_25_040_desktop_auth': desktopAuth,
  '2026_11_26_050_knowledge_entries': knowledgeEntries,
  '2026_11_27_060_checkout': checkout,
  '2026_11_27_070_product_facts_reviews': productFactsReviews,
  '2026_11_28_080_care_consents': careConsents,
  '2026_11_29_090_protocols_plans': protocolsPlans,
  '2026_11_29_095_practice': practice,
  '2026_11_29_100_labs': labs,
  '2026_11_29_110_audit_log': auditLog,
  '2026_11_30_120_gdpr': gdpr,
  '2026_11_30_130_knowledge_admin': knowledgeAdmin,
  '2026_11_30_140_user_admin': userAdmin,
  '2026_11_30_150_kpi': kpi,
  '2026_11_30_160_chat_triage_events': chatTriageEvents,
  '2026_11_30_170_unanswered_questions': unansweredQuestions,
  '2026_12_01_100_unpaid_card_orders': unpaidCardOrders,
  '2026_12_04_100_seeded_accounts': seededAccounts,
  '2026_12_05_100_contact_messages': contactMessages,
  '2026_12_06_100_mail_outbox': mailOutbox,
  '2026_12_07_100_jobs': jobs,
  '2026_12_07_110_password_resets': passwordResets,
  '2026_12_07_120_mail_preferences': mailPreferences,
  '2026_12_07_130_file_keys': fileKeys,
  '2026_12_08_100_consultation_calendar_sequence': consultationCalendarSequence,
  '2026_12_08_110_mail_list_unsubscribe': mailListUnsubscribe,
  '2026_12_09_100_product_photos': productPhotos,
  '2026_12_10_100_community': community,
  '2026_12_10_110_community_notifications': communityNotifications,
  '2026_12_11_100_online_payment_refunds': onlinePaymentRefunds,
  '2026_12_11_110_meeting_link_template': meetingLinkTemplate,
  '2026_12_11_120_order_returns': orderReturns,
  '2026_12_11_130_subscriptions': subscriptions,
  '2026_12_11_140_consultation_payments': consultationPayments,
  '2026_12_12_100_guest_orders': guestOrders,
  '2026_12_12_110_plan_subscriptions': planSubscriptions,
  '2026_12_12_120_consultation_card_payments': consultationCardPayments,
  '2026_12_13_100_saved_payment_methods': savedPaymentMethods,
  '2026_12_14_100_upi_autopay': upiAutopay,
  '2026_12_15_100_store_knowledge_issue_44': storeKnowledgeIssue44,
  '2026_12_16_100_dha_algal_label': dhaAlgalLabel,
};
