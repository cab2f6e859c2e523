// Kysely table types. Timestamps are ISO-8601 UTC text so both SQLite and PostgreSQL return the same strings.
import type { Generated } from 'kysely';

export interface GuardiansTable {
  id: string;
  persona_name: string;
  title: string;
  area: string;
  theme: string;
}

/** Facts about the installation itself, such as when the seed data was written. */
export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

/** An account. Flags are integers 0/1 so SQLite and PostgreSQL store them alike. */
export interface UsersTable {
  id: string;
  uid: string;
  /** Trimmed and lower-cased. */
  email: string;
  display_name: string;
  photo_url: string | null;
  /** scrypt$N$r$p$salt$hash; null for demo and federated accounts. */
  password_hash: string | null;
  auth_provider: 'simple' | 'demo' | 'firebase';
  is_demo: number;
  /** 1 for accounts the seed made (reviewers, experts, development partners): never counted as customers. */
  is_seeded: Generated<number>;
  firebase_uid: string | null;
  created_at: string;
  /** Issue 16: a disabled account has no sessions and cannot sign in by any method. */
  disabled_at: string | null;
  disabled_by_user_id: string | null;
  disabled_reason: string | null;
  last_sign_in_at: string | null;
}

export interface UserRolesTable {
  user_id: string;
  role: string;
  created_at: string;
}

/** A signed-in browser. The id is the SHA-256 hash of the cookie's token, so a database leak yields no usable session. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  last_seen: string;
}

/** The wallet: balance is the sum of a user's entries; idempotency_key makes every credit happen once. */
export interface WalletLedgerTable {
  id: string;
  user_id: string;
  amount: number;
  reward_type: string;
  description: string;
  idempotency_key: string;
  created_at: string;
}

/** Spec 3: one cookie-consent choice per row, with the address it came from. */
export interface ConsentRecordsTable {
  id: string;
  user_id: string | null;
  user_email: string | null;
  consent_type: string;
  granted: number;
  data_source: string | null;
  form_type: string | null;
  ip_address: string | null;
  user_agent: string | null;
  session_id: string;
  created_at: string;
}

/** Fixed-window counters shared by every server instance on the same database. */
export interface RateLimitBucketsTable {
  key: string;
  hits: number;
  window_ends_at: string;
}

/** The one-time first-admin setup: only the token's SHA-256 hash is stored. */
export interface AdminSetupTable {
  id: string;
  token_hash: string | null;
  issued_at: string;
  closed_at: string | null;
}

/** Spec 3's guardian content entry; its lists live in guardian_content_items. */
export interface GuardianContentTable {
  guardian_id: string;
  name: string;
  full_name: string;
  role: string;
  subtitle: string;
  description: string;
  detailed_description: string;
  ai_entity: string;
  science_system: string;
}

/** One line of a content list: kind is tag, nutrient, challenge, benefit, tip_high, tip_medium or tip_low. */
export interface GuardianContentItemsTable {
  guardian_id: string;
  kind: string;
  position: number;
  text: string;
}

export interface HealthyHabitsTable {
  id: string;
  guardian_id: string;
  position: number;
  title: string;
  description: string;
}

/** A signed-out browser's hold on its assessments: the id is the SHA-256 hash of the claim cookie's token. */
export interface AssessmentClaimsTable {
  id: string;
  temp_email: string;
  created_at: string;
  expires_at: string;
}

/** A scored assessment; user_id is null while it belongs to a guest claim (email is then the temporary email). */
export interface AssessmentsTable {
  id: string;
  user_id: string | null;
  email: string;
  type: string;
  /** JSON of the submitted answers, question id → option value. */
  answers: string;
  score_angio: number;
  score_regenera: number;
  score_genomica: number;
  score_biome: number;
  score_immuno: number;
  primary_guardian: string;
  secondary_guardian: string;
  created_at: string;
}

/** A catalog product. Only review_status 'approved' is public; brand-partner submissions start 'pending'. */
export interface ProductsTable {
  id: string;
  slug: string;
  name: string;
  brand: string;
  description: string;
  guardian: string;
  /** Integer minor units of currency. */
  price: number;
  original_price: number;
  currency: string;
  badge: string | null;
  stock: number;
  /** The artwork's or, once a photo is uploaded, the photo's served path (common/contracts/catalog.ts). */
  image: string;
  /** The FileStore key of the partner's uploaded photo; null while the product shows its artwork. */
  photo_key: string | null;
  /** Average stars × 10. */
  rating_tenths: number;
  review_count: number;
  affiliate_link: string | null;
  review_status: string;
  review_reason: string | null;
  reviewed_at: string | null;
  reviewed_by: string | null;
  submitted_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductCategoriesTable {
  product_id: string;
  category: string;
}

/** The signed-in cart: one row per product. */
export interface CartItemsTable {
  user_id: string;
  product_id: string;
  quantity: number;
  added_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: string;
  user_id: string;
  idempotency_key: string;
  request_fingerprint: string;
  status: string;
  subtotal: number;
  discount: number;
  total: number;
  currency: string;
  promo_code: string | null;
  first_order_promo_user_id: string | null;
  attribution_ref: string | null;
  attribution_guardian: string | null;
  attribution_product: string | null;
  payment_provider: string;
  payment_reference: string;
  reward_coins: number;
  created_at: string;
  payment_method: string;
  paid_at: string | null;
  payment_client_secret: string | null;
  /** The provider's reference of the charge itself, when refunds need it beside payment_reference (Razorpay's pay_…). */
  payment_charge_reference: string | null;
  /** A subscription's Razorpay order whose payment registers the UPI AutoPay mandate: the customer its checkout is for. */
  payment_customer_id: Generated<string | null>;
  /** Minor units given back through the provider so far. */
  refunded_amount: Generated<number>;
  /** The subscription a renewal order was placed for (issue 44); null for a checkout's. */
  subscription_id: string | null;
  coins_redeemed: number;
  coins_value: number;
  delivery_method: string;
  delivery_fee: number;
  delivery_from: string;
  delivery_to: string;
  tax_label: string;
  tax_rate_bp: number;
  tax_included: number;
  tax_amount: number;
  ship_name: string;
  ship_phone: string;
  ship_line1: string;
  ship_line2: string;
  ship_city: string;
  ship_region: string;
  ship_postal_code: string;
  ship_country: string;
}

/** A guest's order (issue 44): the address it was placed with, and the account that claimed it, if one has. */
export interface GuestOrdersTable {
  order_id: string;
  /** Lower-cased. */
  email: string;
  claimed_by_user_id: string | null;
  claimed_at: string | null;
  created_at: string;
}

/** A link to a guest's order: the SHA-256 hash of its token (the confirmation's, a replay's, each mail's). */
export interface GuestOrderLinksTable {
  token_hash: string;
  order_id: string;
  created_at: string;
}

/** One step of an order's timeline: every status it reached, who moved it there, and the note the customer sees. */
export interface OrderEventsTable {
  id: string;
  order_id: string;
  status: string;
  note: string | null;
  actor_user_id: string | null;
  created_at: string;
}

/** A saved delivery address; orders copy it, so editing or removing it never rewrites an order. */
export interface AddressesTable {
  id: string;
  user_id: string;
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  region: string;
  postal_code: string;
  country: string;
  /** 1 for the account's default address (at most one), else 0. */
  is_default: number;
  created_at: string;
  updated_at: string;
}

/** A payment provider's event already handled: its id is the key, so a redelivered webhook changes nothing. */
export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  type: string;
  order_id: string | null;
  received_at: string;
}

/** A refund asked of a payment provider, once per key (an order's cancellation, a return). */
export interface PaymentRefundsTable {
  refund_key: string;
  order_id: string;
  provider: string;
  amount: number;
  provider_refund_id: string | null;
  created_at: string;
}

/** A return of a delivered order's items (issue 44), with what it gives back computed when it was asked for. */
export interface OrderReturnsTable {
  id: string;
  order_id: string;
  status: string;
  reason: string;
  note: string | null;
  refund_amount: number;
  coins_back: number;
  reward_coins_back: number;
  decision_note: string | null;
  requested_at: string;
  decided_at: string | null;
  received_at: string | null;
  refunded_at: string | null;
}

export interface OrderReturnLinesTable {
  return_id: string;
  product_id: string;
  product_name: string;
  quantity: number;
  unit_price: number;
}

/** Subscribe & save (issue 44): products delivered every cadence_days, each renewal an order placed by the server. */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  status: string;
  cadence_days: number;
  discount_percent: number;
  next_renewal_at: string;
  /** After a renewal could not be placed: when it is tried again. */
  retry_at: string | null;
  failed_attempts: Generated<number>;
  problem: string | null;
  address_id: string;
  payment_method: string;
  /** The reminder mail's one-tap skip names the renewal by this token; a new one for each renewal. */
  skip_token: string;
  /** The next_renewal_at the last reminder was sent for. */
  reminded_for: string | null;
  renewals_placed: Generated<number>;
  last_order_id: string | null;
  created_at: string;
  updated_at: string;
  /** The practitioner's plan it was made from; null from a product page. At most one not cancelled per plan. */
  plan_id: string | null;
  /** The next_renewal_at whose in-app reminder was handed out. */
  app_reminded_for: string | null;
  /** The next_renewal_at the customer answered the reminder of with "Keep it". */
  reminder_kept_for: string | null;
  /** The customer at the payment provider that renewals are charged for (a Stripe cus_…, a Razorpay cust_…); null for cash on delivery. */
  payment_customer_id: Generated<string | null>;
  /** The way of paying saved with a payment of this customer (a Stripe pm_…, a Razorpay UPI AutoPay token_…): renewals are charged to it. */
  payment_method_id: Generated<string | null>;
  /**
   * The renewal's order placed and waiting for its payment: refused by the saved way of paying (with `problem`), or
   * being debited (a UPI AutoPay debit the bank settles later, without a problem).
   */
  unpaid_order_id: Generated<string | null>;
  /** Until when one instance is asking the provider to charge the renewal; the others leave it alone meanwhile. */
  charging_until: Generated<string | null>;
}

export interface SubscriptionItemsTable {
  subscription_id: string;
  product_id: string;
  quantity: number;
  /** The most a renewal charges per unit: the price told at subscribing or in the last reminder. */
  announced_unit_price: number;
  /** The price per unit of the last delivery, to say when it changed. */
  last_unit_price: number;
}

/** A product as it was bought: name and prices are copied so later catalog edits never rewrite history. */
export interface OrderLinesTable {
  id: string;
  order_id: string;
  position: number;
  product_id: string;
  product_slug: string;
  product_name: string;
  image: string;
  quantity: number;
  unit_price: number;
  original_unit_price: number;
  line_total: number;
}

export interface ExpertsTable {
  id: string;
  slug: string;
  user_id: string;
  name: string;
  profession: string;
  title: string;
  guardian_focus: string;
  rating_tenths: number;
  review_count: number;
  bio: string;
  price: number;
  currency: string;
  session_minutes: number;
  /** Comma-separated language names. */
  languages: string;
  years_experience: number;
  image: string;
  created_at: string;
  /** IANA time zone of the weekly windows ('UTC' for profiles made before issue 15). */
  time_zone: Generated<string>;
  /** Free minutes after each slot before the next starts. */
  buffer_minutes: Generated<number>;
  /** The https link new consultations get as their join link, `{consultationId}` filled in; null when none (issue 44). */
  meeting_link_template: Generated<string | null>;
  /** Whether the expert takes the fee at the visit (else only online at booking). */
  pay_at_visit: Generated<number>;
  free_cancellation_hours: Generated<number>;
  late_cancellation_fee_percent: Generated<number>;
}

/** A weekly window in the expert's time zone: slots of session_minutes (plus buffer) start at start_minute and end by end_minute. */
export interface ExpertAvailabilityTable {
  expert_id: string;
  weekday: number;
  start_minute: number;
  end_minute: number;
}

export interface ConsultationsTable {
  id: string;
  expert_id: string;
  expert_user_id: string;
  customer_user_id: string;
  starts_at: string;
  ends_at: string;
  status: string;
  /** "<expertId>@<startsAt>" while booked, null once cancelled (unique). */
  active_slot_key: string | null;
  price: number;
  currency: string;
  notes: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  /** Where the call happens, set by the practitioner. */
  join_url: Generated<string | null>;
  /** The SEQUENCE of its calendar invite: raised by every reschedule and the cancellation (RFC 5545). */
  calendar_sequence: Generated<number>;
  /** How its fee is paid (issue 44): pay_at_visit, razorpay or card. */
  payment_method: Generated<string>;
  /** at_visit, pending, paid or refunded. */
  payment_status: Generated<string>;
  payment_reference: string | null;
  payment_charge_reference: string | null;
  paid_at: string | null;
  refunded_amount: Generated<number>;
  /** What a late cancellation kept of the fee (minor units). */
  cancellation_fee: Generated<number>;
  /** A card booking waiting for its payment: the Stripe PaymentIntent's client secret for Stripe.js. */
  payment_client_secret: Generated<string | null>;
}

/** Time off: no slot overlapping [starts_at, ends_at) is offered. */
export interface ExpertTimeOffTable {
  id: string;
  expert_id: string;
  starts_at: string;
  ends_at: string;
  reason: string | null;
  created_at: string;
}

/** A chart note, private to its author; locked once signed_at is set. */
export interface ConsultationNotesTable {
  id: string;
  consultation_id: string;
  author_user_id: string;
  body: string;
  created_at: string;
  updated_at: string;
  signed_at: string | null;
}

/** A dated addition to a signed note: the only way a signed note changes. */
export interface ConsultationNoteAddendaTable {
  id: string;
  note_id: string;
  author_user_id: string;
  body: string;
  created_at: string;
}

export interface TestimonialsTable {
  id: string;
  guardian: string;
  customer_name: string;
  location: string;
  rating: number;
  quote: string;
  product_slug: string | null;
  created_at: string;
}

/** One message of a signed-in quick-chat conversation; position orders a question before its reply. */
export interface ChatMessagesTable {
  id: string;
  user_id: string;
  guardian_id: string;
  sender: string;
  text: string;
  /** JSON array of the chat product cards shown with the message. */
  products: string;
  created_at: string;
  position: number;
  /** The safety triage of a customer's question (none, caution, emergency, crisis); null on replies and older rows. */
  triage_level: Generated<string | null>;
}

/** One question a guardian was asked (by a customer or a visitor) and its triage level; never the words of it. */
export interface ChatTriageEventsTable {
  id: string;
  guardian_id: string;
  /** customer (signed in) or visitor. */
  asker: string;
  /** none, caution, check, urgent, emergency or crisis; null for questions copied from before the level was kept. */
  triage_level: string | null;
  created_at: string;
}

/** A question the chat could not answer from the knowledge base, for an editor; never who asked it. */
export interface UnansweredQuestionsTable {
  id: string;
  guardian_id: string;
  topic: string;
  intent: string;
  /** The question's first 300 characters. */
  question: string;
  created_at: string;
}

/** A message sent through the contact page (issue 39); user_id when sent signed in. */
/** A mail the outbox kept instead of sending it (no SMTP_URL): attachments as JSON [{filename, contentType, content}]. */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: string;
  /** A non-essential mail's List-Unsubscribe address (RFC 8058); null for essential ones. */
  list_unsubscribe: string | null;
  created_at: string;
}

export interface PasswordResetTokensTable {
  /** SHA-256 of the token the mailed link carries (hex). */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Issue 42 §2: a customer's choice for one group of mails they may turn off, and that group's unsubscribe token. */
export interface MailPreferencesTable {
  user_id: string;
  /** A MailPreferenceGroup: 'reminders' or 'news'. */
  group_name: string;
  /** 1 on, 0 off; null when never chosen (the default applies). */
  enabled: number | null;
  chosen_at: string | null;
  chosen_via: 'profile' | 'unsubscribe_link' | null;
  /** The token every mail of the group carries in its unsubscribe link. */
  unsubscribe_token: string;
  created_at: string;
}

export interface JobsTable {
  id: string;
  name: string;
  /** JSON, validated by the job's definition when worked. */
  payload: string;
  dedupe_key: string | null;
  status: 'waiting' | 'active' | 'completed' | 'failed';
  run_at: string;
  attempts_made: Generated<number>;
  max_attempts: number;
  backoff_ms: number;
  repeat_every_ms: number | null;
  /** While active: when another worker may take the job over (its worker stopped). */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface ContactMessagesTable {
  id: string;
  /** What the writer quotes, e.g. GC-7K2Q9D. */
  reference: string;
  user_id: string | null;
  name: string;
  email: string;
  topic: string;
  order_reference: string | null;
  message: string;
  status: Generated<string>;
  handled_by_email: string | null;
  handled_at: string | null;
  handled_note: string | null;
  created_at: string;
}

/** A curated answer of the chat knowledge base: one intent about one topic, with its source (guardian_id null: shared). */
export interface KnowledgeEntriesTable {
  id: string;
  guardian_id: string | null;
  topic: string;
  intent: string;
  question: string;
  answer: string;
  detail: string;
  source_title: string;
  source_url: string;
  /** published entries are answered from; draft and retired are kept for the admin knowledge base. */
  status: string;
  position: number;
  created_at: string;
  updated_at: string;
  /** JSON array of lower-case tags (admin knowledge base); '[]' for the seeded entries. */
  tags: Generated<string>;
}

/** One row (id 1): bumped in the same transaction as every knowledge write; each server's chat index compares it. */
export interface KnowledgeVersionTable {
  id: number;
  version: number;
  changed_at: string;
}

export interface ChatInteractionsTable {
  id: string;
  user_id: string;
  guardian_id: string;
  message_type: string;
  has_products: number;
  created_at: string;
}

export interface ProductClicksTable {
  id: string;
  user_id: string;
  product_id: string;
  source: string;
  guardian_id: string;
  affiliate: number;
  created_at: string;
}

/** One per user and story (unique pair). */
export interface WellnessReflectionsTable {
  id: string;
  user_id: string;
  story_id: string;
  content: string;
  created_at: string;
  updated_at: string;
}

/** One-time desktop sign-in codes; only hashes of the code and of the desktop app's nonce are stored. */
export interface DesktopAuthCodesTable {
  code_hash: string;
  nonce_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** The label facts of a product (issue 14); brand-partner submissions have none until staff add them. */
export interface ProductFactsTable {
  product_id: string;
  serving_size: string;
  servings_per_container: number;
  other_ingredients: string;
  directions: string;
  storage: string;
  updated_at: string;
}

/** One line of a product's facts table: the amount per serving, in label order. */
export interface ProductFactIngredientsTable {
  product_id: string;
  position: number;
  name: string;
  amount: number;
  unit: string;
  /** Whole percent of the adult daily value; null where none is set. */
  daily_value_percent: number | null;
}

/** A customer review: pending until staff approve or reject it; one per buyer and product. */
export interface ProductReviewsTable {
  id: string;
  product_id: string;
  user_id: string;
  /** 1 to 5 stars. */
  rating: number;
  title: string;
  body: string;
  status: string;
  moderation_reason: string | null;
  moderated_by: string | null;
  moderated_at: string | null;
  helpful_count: number;
  created_at: string;
  updated_at: string;
}

/** One 'helpful' vote: the primary key (review_id, user_id) makes it once per person. */
export interface ReviewHelpfulVotesTable {
  review_id: string;
  user_id: string;
  created_at: string;
}

/** A customer's grant of care scopes to one practitioner (issue 15); at most one with revoked_at null per pair. */
export interface CareConsentsTable {
  id: string;
  customer_id: string;
  practitioner_user_id: string;
  expert_id: string | null;
  /** Comma-separated care scopes. */
  scopes: string;
  created_at: string;
  updated_at: string;
  revoked_at: string | null;
}

/** A practitioner's invitation to an email address to share data; pending, accepted or declined. */
export interface CareInvitationsTable {
  id: string;
  practitioner_user_id: string;
  /** Normalised (common/email.ts). */
  email: string;
  message: string;
  status: string;
  created_at: string;
  expires_at: string;
  responded_at: string | null;
}

/** One read of a client's data by a practitioner, for the client to see. */
export interface CareAccessLogTable {
  id: string;
  customer_id: string;
  practitioner_user_id: string;
  consent_id: string;
  /** Comma-separated care scopes that were read. */
  scopes: string;
  created_at: string;
}

// Issue 15, protocols and plans (migration 2026_11_29_090_protocols_plans).
/** A product of a protocol or plan and how to take it. */
export interface CareItemColumns {
  id: string;
  position: number;
  product_id: string;
  quantity: number;
  dose: string;
  frequency: string;
  timing: string;
  duration_days: number | null;
  notes: string;
}

export interface CareProtocolsTable {
  id: string;
  practitioner_user_id: string;
  name: string;
  guardian: string;
  duration_days: number;
  /** draft | published; a published protocol never changes. */
  status: string;
  duplicated_from: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

export interface CareProtocolItemsTable extends CareItemColumns {
  protocol_id: string;
}

export interface CarePlansTable {
  id: string;
  practitioner_user_id: string;
  customer_id: string;
  protocol_id: string | null;
  title: string;
  message: string;
  sent_at: string;
  viewed_at: string | null;
  order_requested_at: string | null;
  ordered_at: string | null;
  order_id: string | null;
  reminder_sent_at: string | null;
  check_in_asked_at: string | null;
  check_in_score: number | null;
  check_in_note: string | null;
  check_in_at: string | null;
}

export interface CarePlanItemsTable extends CareItemColumns {
  plan_id: string;
}

export interface CareMedicinesTable {
  id: string;
  customer_id: string;
  name: string;
  created_at: string;
}

/** Issue 16: one row per write by admin or support; append-only (a trigger refuses UPDATE and DELETE). */
export interface AuditLogTable {
  id: string;
  actor_user_id: string;
  /** The actor's email when the entry was written, so the entry reads the same after the account changes. */
  actor_email: string;
  action: string;
  entity_type: string;
  entity_id: string;
  summary: string;
  ip: string | null;
  created_at: string;
}

// ---- Labs (issue 15) ----

/** A lab that takes lab orders; its account signs in with the lab role. */
export interface LabsTable {
  id: string;
  name: string;
  user_id: string;
  created_at: string;
}

/** Tests ordered for a customer by a practitioner or through a bought kit; lab_id null until a lab exists. */
export interface LabOrdersTable {
  id: string;
  customer_id: string;
  lab_id: string | null;
  ordered_by_user_id: string | null;
  source: string;
  shop_order_id: string | null;
  /** Comma-separated lab test ids. */
  tests: string;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface LabOrderEventsTable {
  id: string;
  lab_order_id: string;
  status: string;
  note: string | null;
  actor_user_id: string | null;
  created_at: string;
}

/** One result value; both units in hundredths, and the interpretation band (and band set) used when it was entered. */
export interface LabObservationsTable {
  id: string;
  lab_order_id: string;
  code: string;
  entered_code: string;
  entered_unit: string;
  ng_per_ml_x100: number;
  nmol_per_l_x100: number;
  band: string;
  band_set: string;
  observed_at: string;
  created_at: string;
}

export interface LabReportsTable {
  lab_order_id: string;
  /** Empty once the PDF lives in the FileStore under file_key (issue 42); the bytes of reports stored before. */
  content_base64: string;
  /** The PDF's key in the FileStore; null only for a report not yet moved out of the database. */
  file_key: string | null;
  size_bytes: number;
  uploaded_by: string | null;
  uploaded_at: string;
}

/** An in-app notice of a lab order step, for the customer and the ordering practitioner. */
export interface LabNotificationsTable {
  id: string;
  user_id: string;
  lab_order_id: string;
  status: string;
  message: string;
  created_at: string;
}

/** Issue 16: one-time links that create a partner account; only the token's SHA-256 hash is stored. */
export interface PartnerInvitationsTable {
  id: string;
  token_hash: string;
  /** Trimmed and lower-cased. */
  email: string;
  role: string;
  invited_by_user_id: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  accepted_user_id: string | null;
}

/** Issue 16, GDPR: an export (pending → ready → expired, or failed) or a deletion (scheduled → completed, or cancelled). */
export interface DataRequestsTable {
  id: string;
  user_id: string;
  kind: string;
  status: string;
  requested_at: string;
  ready_at: string | null;
  expires_at: string | null;
  scheduled_for: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  /** 'signed_in' or 'user' (DELETE while signed in). */
  cancel_reason: string | null;
  /** Unique while the request is open (pending export, scheduled deletion), then null. */
  active_key: string | null;
  attempts: Generated<number>;
  error: string | null;
  /** Before issue 42: the export's JSON document while it could be downloaded; null once moved to the FileStore. */
  payload: string | null;
  /** The ready export's key in the FileStore while it can be downloaded. */
  file_key: string | null;
  payload_bytes: number | null;
}

/** A community member (issue 43): the name they post under, their trust progress, and moderation on them. */
export interface CommunityMembersTable {
  user_id: string;
  display_name: string;
  /** 1: others do not see the member's list of topics and replies. */
  hide_activity: Generated<number>;
  days_visited: Generated<number>;
  /** The UTC day (YYYY-MM-DD) of the last visit counted. */
  last_visit_day: string | null;
  topics_read: Generated<number>;
  replies: Generated<number>;
  helpful_received: Generated<number>;
  suspended_until: string | null;
  /** 1: a moderator holds the member's new posts for approval. */
  posts_held: Generated<number>;
  moderation_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface CommunityTopicsTable {
  id: string;
  circle_id: string;
  /** Null once its author's account is erased. */
  author_id: string | null;
  title: string;
  /** The opening post's status: visible, held, hidden or deleted. */
  status: string;
  pinned: Generated<number>;
  locked: Generated<number>;
  /** Visible replies. */
  reply_count: Generated<number>;
  /** Every post, whatever its status: the unread marker compares it with what the member read. */
  post_count: Generated<number>;
  /** "Helpful" on the opening post. */
  helpful_count: Generated<number>;
  last_activity_at: string;
  created_at: string;
  updated_at: string;
}

export interface CommunityPostsTable {
  id: string;
  topic_id: string;
  author_id: string | null;
  /** 1 for a topic's opening post. */
  opening: Generated<number>;
  body: string;
  status: string;
  held_for: string | null;
  /** 1 for an emergency or crisis post: first in the moderators' queue. */
  urgent: Generated<number>;
  moderator_note: string | null;
  caution: string | null;
  flag_weight: Generated<number>;
  helpful_count: Generated<number>;
  created_at: string;
  edited_at: string | null;
  /** When it began to wait for a moderator (held, or hidden by reports). */
  held_at: string | null;
}

export interface CommunityPostRevisionsTable {
  id: string;
  post_id: string;
  title: string | null;
  body: string;
  edited_by: string | null;
  note: string | null;
  created_at: string;
}

export interface CommunityReactionsTable {
  post_id: string;
  user_id: string;
  created_at: string;
}

export interface CommunityReportsTable {
  id: string;
  post_id: string;
  reporter_id: string;
  reason: string;
  note: string | null;
  weight: number;
  status: Generated<string>;
  created_at: string;
  resolved_at: string | null;
}

export interface CommunityReadsTable {
  user_id: string;
  topic_id: string;
  read_post_count: number;
  read_at: string;
}

export interface CommunityNotificationsTable {
  id: string;
  user_id: string;
  /** reply, mention or moderation. */
  kind: string;
  text: string;
  topic_id: string | null;
  post_id: string | null;
  /** One notification per event: a retried write tells nobody twice. */
  dedupe_key: string;
  created_at: string;
  read_at: string | null;
  /** When the schedule asked for its mail (or decided none goes); null until then. */
  mailed_at: string | null;
}

export interface CommunityMutesTable {
  user_id: string;
  /** topic or circle. */
  target_type: string;
  target_id: string;
  created_at: string;
}

export interface Database {
  community_members: CommunityMembersTable;
  community_topics: CommunityTopicsTable;
  community_posts: CommunityPostsTable;
  community_post_revisions: CommunityPostRevisionsTable;
  community_reactions: CommunityReactionsTable;
  community_reports: CommunityReportsTable;
  community_reads: CommunityReadsTable;
  community_notifications: CommunityNotificationsTable;
  community_mutes: CommunityMutesTable;
  guardians: GuardiansTable;
  app_meta: AppMetaTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  sessions: SessionsTable;
  wallet_ledger: WalletLedgerTable;
  consent_records: ConsentRecordsTable;
  rate_limit_buckets: RateLimitBucketsTable;
  admin_setup: AdminSetupTable;
  guardian_content: GuardianContentTable;
  guardian_content_items: GuardianContentItemsTable;
  healthy_habits: HealthyHabitsTable;
  assessment_claims: AssessmentClaimsTable;
  assessments: AssessmentsTable;
  products: ProductsTable;
  product_categories: ProductCategoriesTable;
  cart_items: CartItemsTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  experts: ExpertsTable;
  expert_availability: ExpertAvailabilityTable;
  consultations: ConsultationsTable;
  testimonials: TestimonialsTable;
  chat_messages: ChatMessagesTable;
  chat_triage_events: ChatTriageEventsTable;
  unanswered_questions: UnansweredQuestionsTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  jobs: JobsTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_preferences: MailPreferencesTable;
  chat_interactions: ChatInteractionsTable;
  product_clicks: ProductClicksTable;
  wellness_reflections: WellnessReflectionsTable;
  desktop_auth_codes: DesktopAuthCodesTable;
  knowledge_entries: KnowledgeEntriesTable;
  knowledge_version: KnowledgeVersionTable;
  addresses: AddressesTable;
  order_events: OrderEventsTable;
  payment_events: PaymentEventsTable;
  payment_refunds: PaymentRefundsTable;
  order_returns: OrderReturnsTable;
  guest_orders: GuestOrdersTable;
  guest_order_links: GuestOrderLinksTable;
  order_return_lines: OrderReturnLinesTable;
  subscriptions: SubscriptionsTable;
  subscription_items: SubscriptionItemsTable;
  product_facts: ProductFactsTable;
  product_fact_ingredients: ProductFactIngredientsTable;
  product_reviews: ProductReviewsTable;
  review_helpful_votes: ReviewHelpfulVotesTable;
  care_consents: CareConsentsTable;
  care_invitations: CareInvitationsTable;
  care_access_log: CareAccessLogTable;
  expert_time_off: ExpertTimeOffTable;
  consultation_notes: ConsultationNotesTable;
  consultation_note_addenda: ConsultationNoteAddendaTable;
  care_protocols: CareProtocolsTable;
  care_protocol_items: CareProtocolItemsTable;
  care_plans: CarePlansTable;
  care_plan_items: CarePlanItemsTable;
  care_medicines: CareMedicinesTable;
  audit_log: AuditLogTable;
  partner_invitations: PartnerInvitationsTable;
  labs: LabsTable;
  lab_orders: LabOrdersTable;
  lab_order_events: LabOrderEventsTable;
  lab_observations: LabObservationsTable;
  lab_reports: LabReportsTable;
  lab_notifications: LabNotificationsTable;
  data_requests: DataRequestsTable;
}
