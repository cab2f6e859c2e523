// Every endpoint of the API, in the order the OpenAPI document lists them. Each module adds its list here.
import { accountEndpoints } from './accounts';
import { adminEndpoints } from './admin';
import { adminKnowledgeEndpoints } from './admin-knowledge';
import { adminKpiEndpoints } from './admin-kpis';
import { adminUserEndpoints } from './admin-users';
import { desktopAuthEndpoints } from './desktop-auth';
import type { ApiEndpoint } from './api-endpoint';
import { assessmentEndpoints } from './assessments';
import { careEndpoints } from './care';
import { practiceEndpoints } from './practice';
import { protocolEndpoints } from './protocols';
import { labEndpoints } from './labs';
import { mailPreferenceEndpoints } from './mail-preferences';
import { consentEndpoints } from './consent';
import { gdprEndpoints } from './gdpr';
import { guardianEndpoints } from './guardians';
import { habitEndpoints } from './habits';
import { systemEndpoints } from './system';
import { walletEndpoints } from './wallet';
import { brandProductEndpoints } from './brand-products';
import { cartEndpoints } from './cart';
import { catalogEndpoints } from './catalog';
import { expertEndpoints } from './experts';
import { consultationReminderEndpoints } from './consultation-reminders';
import { orderEndpoints } from './orders';
import { checkoutEndpoints } from './checkout';
import { testimonialEndpoints } from './testimonials';
import { chatEndpoints } from './chat';
import { communityEndpoints } from './community';
import { subscriptionEndpoints } from './subscriptions';
import { guestCheckoutEndpoints } from './guest-checkout';
import { contactEndpoints } from './contact';
import { reflectionEndpoints } from './reflections';
import { reviewEndpoints } from './reviews';
import { trackingEndpoints } from './tracking';
import { voiceEndpoints } from './voice';

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  ...Object.values(systemEndpoints),
  ...Object.values(guardianEndpoints),
  ...Object.values(habitEndpoints),
  ...Object.values(assessmentEndpoints),
  ...Object.values(accountEndpoints),
  ...Object.values(desktopAuthEndpoints),
  ...Object.values(walletEndpoints),
  ...Object.values(consentEndpoints),
  ...Object.values(catalogEndpoints),
  ...Object.values(reviewEndpoints),
  ...Object.values(cartEndpoints),
  ...Object.values(checkoutEndpoints),
  ...Object.values(orderEndpoints),
  ...Object.values(expertEndpoints),
  ...Object.values(consultationReminderEndpoints),
  ...Object.values(brandProductEndpoints),
  ...Object.values(testimonialEndpoints),
  ...Object.values(chatEndpoints),
  ...Object.values(trackingEndpoints),
  ...Object.values(reflectionEndpoints),
  ...Object.values(voiceEndpoints),
  ...Object.values(careEndpoints),
  ...Object.values(practiceEndpoints),
  ...Object.values(protocolEndpoints),
  // admin area (issue 16)
  ...Object.values(adminEndpoints),
  ...Object.values(adminKnowledgeEndpoints),
  ...Object.values(contactEndpoints),
  ...Object.values(adminKpiEndpoints),
  ...Object.values(adminUserEndpoints),
  ...Object.values(labEndpoints),
  // GDPR self-service and data collection (issue 16)
  ...Object.values(gdprEndpoints),
  // Mail preferences and unsubscribe links (issue 42)
  ...Object.values(mailPreferenceEndpoints),
  // The Guardian Council community (issue 43)
  ...Object.values(communityEndpoints),
  ...Object.values(subscriptionEndpoints),
  // Guest checkout (issue 44)
  ...Object.values(guestCheckoutEndpoints),
];
