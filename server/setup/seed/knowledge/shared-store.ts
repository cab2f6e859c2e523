// Shared curated answers about the store itself: delivery, payment, orders and returns, reward coins, the promo code,
// booking an expert, the assessment and your data. Every figure is the store's default setting (docs/configuration.md:
// STANDARD_DELIVERY_FEE, EXPRESS_DELIVERY_FEE, FREE_DELIVERY_FROM, COINS_PER_CURRENCY_UNIT, COINS_MAX_PERCENT_OF_ORDER,
// PURCHASE_REWARD_COINS_PER_100, SIGNUP_REWARD_COINS) or a rule in common/ (order-lifecycle.ts, commerce.ts,
// checkout.ts, rewards.ts); a store that changes a setting edits these entries in the admin knowledge base.
// The sources are the storefront's own pages: the Terms of Service and Privacy Policy sections, and the help page.
import type { KnowledgeSeed } from './knowledge-seed';

const HELP_DELIVERY = { title: 'Guardians store help — Delivery times and charges', url: 'https://guardians.example/help#delivery' };
const HELP_PAYMENT = { title: 'Guardians store help — Paying for an order', url: 'https://guardians.example/help#payment' };
const HELP_ORDERS = { title: 'Guardians store help — Your orders, cancelling and tracking', url: 'https://guardians.example/help#orders' };
const HELP_RETURNS = { title: 'Guardians store help — Returns and refunds', url: 'https://guardians.example/help#returns-and-refunds' };
const HELP_COINS = { title: 'Guardians store help — Reward coins', url: 'https://guardians.example/help#coins' };
const HELP_EXPERTS = { title: 'Guardians store help — Booking an expert', url: 'https://guardians.example/help#experts' };
const HELP_ASSESSMENT = { title: 'Guardians store help — The Guardian Assessment', url: 'https://guardians.example/help#assessment' };
const HELP_YOUR_DATA = { title: 'Guardians store help — Your data: export and deletion', url: 'https://guardians.example/help#your-data' };
const TERMS_ORDERS = { title: 'Guardians Terms of Service — Orders, prices and promotions', url: 'https://guardians.example/terms#orders' };
const TERMS_COINS = { title: 'Guardians Terms of Service — Wallet coins', url: 'https://guardians.example/terms#coins' };
const TERMS_CONSULTATIONS = { title: 'Guardians Terms of Service — Expert consultations', url: 'https://guardians.example/terms#consultations' };
const PRIVACY_WHO_SEES = { title: 'Guardians Privacy Policy — Who can see it', url: 'https://guardians.example/privacy#who-sees-it' };
const STRIPE_REFUNDS = { title: 'Stripe documentation — Refund and cancel payments', url: 'https://docs.stripe.com/refunds' };

export const SHARED_STORE_KNOWLEDGE: readonly KnowledgeSeed[] = [
  // Delivery.
  {
    id: 'shared-store-delivery-timing',
    topic: 'store-delivery',
    intent: 'timing',
    question: 'How long does delivery take? When will my order arrive? Do you deliver at weekends?',
    answer:
      'Standard delivery takes 3 to 6 working days and express delivery 1 to 2, counting Monday to Friday, so an order placed at the weekend starts counting on Monday. Checkout shows the expected dates of each option before you pay.',
    detail: 'Your order history in your Profile shows where each order is: paid, packed, shipped or delivered.',
    source: HELP_DELIVERY,
  },
  {
    id: 'shared-store-delivery-dose',
    topic: 'store-delivery',
    intent: 'dose',
    question: 'How much does delivery cost? Is there free delivery or free shipping, and from what order value?',
    answer:
      'Standard delivery costs ₹49 and is free once the products come to ₹499 or more after any promo code. Express delivery costs ₹149 and is never free. Checkout shows the fee before you pay.',
    detail:
      'The free-delivery check uses the products after the promo and before coins, so paying part of an order with coins does not cost you free delivery.',
    source: HELP_DELIVERY,
  },
  {
    id: 'shared-store-delivery-what_is',
    topic: 'store-delivery',
    intent: 'what_is',
    question: 'What are the delivery and shipping options and charges? Where do you deliver or ship to, and what is the minimum order for free delivery?',
    answer:
      'Standard delivery takes 3 to 6 working days and costs ₹49, free once the products come to ₹499 after any promo code; express takes 1 to 2 working days and costs ₹149. Checkout shows each option’s fee and dates before you pay.',
    detail: 'We deliver to addresses in India, the United States, the United Kingdom, Ireland, Germany, France, the United Arab Emirates and Singapore.',
    source: HELP_DELIVERY,
  },

  // Payment.
  {
    id: 'shared-store-payment-how_to',
    topic: 'store-payment',
    intent: 'how_to',
    question: 'How can I pay? Can I pay cash on delivery (COD), by UPI or by card?',
    answer:
      'You can choose cash on delivery: pay the courier in cash or by UPI when the parcel arrives. Where the store has card payments switched on, you can also pay by card at checkout in Stripe’s secure card form.',
    detail:
      'A card order that is not paid within 60 minutes is cancelled and its items go back on sale; a cash-on-delivery order ships and is paid on arrival.',
    source: HELP_PAYMENT,
  },
  {
    id: 'shared-store-payment-side_effects',
    topic: 'store-payment',
    intent: 'side_effects',
    question: 'Is it safe to pay by card? Do you keep my card details? Can I be charged twice?',
    answer:
      'Card details go into Stripe’s own card form and straight to Stripe: the store never sees or keeps your card number. If your connection drops while you pay, placing the same order again will not charge you twice.',
    detail: 'A card order that is cancelled is refunded to the same card automatically.',
    source: TERMS_ORDERS,
  },

  // Orders: cancelling, returns and refunds, tracking.
  {
    id: 'shared-store-orders-how_to',
    topic: 'store-orders',
    intent: 'how_to',
    question: 'How do I cancel my order? Can I cancel an order after it has shipped?',
    answer:
      'Open your Profile, find the order under Order history and choose Cancel order. You can cancel it yourself while it is awaiting payment or paid; once it is packed or shipped it can no longer be cancelled there.',
    detail:
      'Cancelling puts the items back in stock, returns any coins you used, takes back the reward coins the order earned and refunds a card payment to your card.',
    source: HELP_ORDERS,
  },
  {
    id: 'shared-store-orders-what_is',
    topic: 'store-orders',
    intent: 'what_is',
    question: 'What is your return and refund policy? How do I return a delivered order, or one that arrived damaged or wrong?',
    answer:
      'A delivered order can be returned and refunded by the store’s support team: contact them with your order number, and photos if it arrived damaged or wrong. A card payment goes back to the same card, and the order’s reward coins are taken back.',
    detail: 'An order that is not yet packed needs no return: cancel it yourself from your Profile and the refund is automatic.',
    source: HELP_RETURNS,
  },
  {
    id: 'shared-store-orders-how_to-3',
    topic: 'store-orders',
    intent: 'how_to',
    question: 'How do I return an order or get a refund? My parcel arrived damaged or with the wrong item',
    answer:
      'If the order is not packed yet, cancel it from your Profile and a card payment is refunded automatically. For a delivered order, contact the store’s support team with your order number, and photos if it arrived damaged or wrong: staff can refund it.',
    detail: 'A refunded card payment goes back to the same card; the reward coins the order earned are taken back.',
    source: HELP_RETURNS,
  },
  {
    id: 'shared-store-orders-timing',
    topic: 'store-orders',
    intent: 'timing',
    question: 'How long does a refund for a cancelled or returned order take to reach my card?',
    answer:
      'The store sends a card refund for the full amount as soon as the order is cancelled or refunded. Your bank then usually takes 5 to 10 working days to show it on your statement.',
    detail:
      'A cash-on-delivery order cancelled before delivery was never paid, so there is nothing to refund; coins you used come back to your wallet at once.',
    source: STRIPE_REFUNDS,
  },
  {
    id: 'shared-store-orders-how_to-2',
    topic: 'store-orders',
    intent: 'how_to',
    question: 'How can I track my order? Where is my order or parcel?',
    answer:
      'Your Profile’s Order history shows each order’s status and timeline: awaiting payment, paid, packed, shipped and delivered, with the time of each step. The store does not give a courier tracking number yet.',
    detail: 'Checkout gave the expected delivery dates of the option you chose: 3 to 6 working days for standard, 1 to 2 for express.',
    source: HELP_ORDERS,
  },
  {
    id: 'shared-store-orders-what_is-2',
    topic: 'store-orders',
    intent: 'what_is',
    question: 'What does my order status mean: awaiting payment, paid, packed, shipped, delivered, cancelled, refunded?',
    answer:
      'Awaiting payment: placed but not paid yet (cash orders stay so until delivery). Paid: payment received. Packed: being prepared, no longer cancellable by you. Shipped: with the courier. Delivered: arrived. Cancelled or refunded: stopped, with money and coins returned.',
    detail: 'Each step appears with its time in the order’s timeline in your Profile.',
    source: HELP_ORDERS,
  },

  // Reward coins.
  {
    id: 'shared-store-coins-how_to',
    topic: 'store-coins',
    intent: 'how_to',
    question: 'How do I earn reward coins?',
    answer:
      'You get 100 coins when you sign up, 200 coins for your first reflection on each Vitamin D story, and 10 coins for every ₹100 of products you pay for, credited once the order is paid.',
    detail: 'Each reward is paid once for the action that earns it; your wallet lists every coin earned and spent.',
    source: TERMS_COINS,
  },
  {
    id: 'shared-store-coins-dose',
    topic: 'store-coins',
    intent: 'dose',
    question: 'How many coins make one rupee? How much of my order can I pay with coins?',
    answer: '10 coins take ₹1 off at checkout. Coins can pay for at most 20% of the products, counted after any promo code; delivery is charged as usual.',
    detail: 'Checkout shows the most coins an order can take and what they are worth before you pay.',
    source: HELP_COINS,
  },
  {
    id: 'shared-store-coins-timing',
    topic: 'store-coins',
    intent: 'timing',
    question: 'When do I get the coins for my purchase? What happens to my coins if I cancel?',
    answer:
      'A purchase’s reward coins are credited once the order is paid: when the card payment is confirmed, or when a cash-on-delivery order is paid on arrival. The order shows how many coins it will earn.',
    detail: 'If the order is cancelled or refunded, its reward coins are taken back, and coins you spent on it return to your wallet when it is cancelled.',
    source: HELP_COINS,
  },
  {
    id: 'shared-store-coins-what_is',
    topic: 'store-coins',
    intent: 'what_is',
    question: 'Do coins expire? Can I cash out, withdraw or transfer my coins?',
    answer:
      'Coins are a loyalty reward: they have no cash value, cannot be transferred or turned into money, and are spent only as a discount on orders in the store. The terms set no expiry date, but coins earned by misuse may be withdrawn.',
    detail: 'Your wallet shows your balance and every coin earned and spent.',
    source: TERMS_COINS,
  },

  // The promo code.
  {
    id: 'shared-store-promo-what_is',
    topic: 'store-promo',
    intent: 'what_is',
    question: 'What is the GUARDIAN10 promo code? Is there a discount code for new customers?',
    answer:
      'GUARDIAN10 takes 10% off the products in the first order of an account, once. Enter it at checkout before you pay; the server works out the discount on that day’s prices.',
    detail: 'The promo comes off before coins and before the free-delivery check, so it can change whether delivery is free.',
    source: TERMS_ORDERS,
  },
  {
    id: 'shared-store-promo-symptoms',
    topic: 'store-promo',
    intent: 'symptoms',
    question: 'Why is my promo code or coupon not working? Can I use it on my second order?',
    answer:
      'GUARDIAN10 works only on an account’s very first order: any earlier order, even a cancelled one, uses up the chance. Check the spelling too: an unknown code is refused with a message saying so.',
    detail: 'GUARDIAN10 is the only promo code the store runs at the moment.',
    source: TERMS_ORDERS,
  },

  // Experts.
  {
    id: 'shared-store-experts-how_to',
    topic: 'store-experts',
    intent: 'how_to',
    question: 'How do I book an expert or a consultation? Can I cancel or reschedule it?',
    answer:
      'Open Find an expert, choose an expert by specialty, rating or price, and pick one of their free slots, up to 60 days ahead; you need to be signed in. The booking appears under Consultations in your Profile, with a calendar file.',
    detail: 'You can cancel or move a booking from your Profile until it starts; cancelling frees the slot for someone else.',
    source: HELP_EXPERTS,
  },
  {
    id: 'shared-store-experts-dose',
    topic: 'store-experts',
    intent: 'dose',
    question: 'How much does a consultation with an expert cost, and how long is it?',
    answer: 'Each expert sets their own price and session length, shown on their profile and before you book; Find an expert can sort experts by price.',
    detail: 'Experts are independent practitioners and are responsible for the advice they give in a consultation.',
    source: TERMS_CONSULTATIONS,
  },
  {
    id: 'shared-store-experts-what_is',
    topic: 'store-experts',
    intent: 'what_is',
    question: 'How does an online video consultation work? Where do I join it?',
    answer:
      'Consultations take place online. Before it starts, the expert adds a join link to your booking, shown under Consultations in your Profile; afterwards the booking shows as completed.',
    detail: 'The expert sees your name and the time of the consultation, plus any note you add when booking.',
    source: HELP_EXPERTS,
  },

  // The assessment.
  {
    id: 'shared-store-assessment-what_is',
    topic: 'store-assessment',
    intent: 'what_is',
    question: 'What is the Guardian Assessment? Is it free, and how long does it take?',
    answer:
      'A free questionnaire about your habits and wellbeing: a quick basic version of 10 questions or a standardized one of 25. It scores five areas from 0 to 100 (circulation, renewal, gut, cognition and immunity) and names your primary and secondary guardian.',
    detail: 'The scores are wellness guidance, not a diagnosis. When you are signed in they are saved to your dashboard.',
    source: HELP_ASSESSMENT,
  },
  {
    id: 'shared-store-assessment-how_to',
    topic: 'store-assessment',
    intent: 'how_to',
    question: 'Can I retake the Guardian Assessment and track my progress over time?',
    answer:
      'Yes, take it again whenever you like. Assessment progress compares your results once you have at least two: each area’s score over time and the change since the previous one.',
    detail: 'An assessment taken before signing in moves to your account when you sign up or sign in in the same browser.',
    source: HELP_ASSESSMENT,
  },

  // Your data.
  {
    id: 'shared-store-account-how_to',
    topic: 'store-account',
    intent: 'how_to',
    question: 'How do I delete my account and my data?',
    answer:
      'In your Profile, under Your data, choose to delete your account and confirm with your password, or with a fresh sign-in for Google and demo accounts. You are signed out everywhere at once, and the account is erased 14 days later.',
    detail: 'Assessments, chat history, reflections and addresses are deleted; orders are kept without your name for as long as accounting law requires.',
    source: HELP_YOUR_DATA,
  },
  {
    id: 'shared-store-account-how_to-2',
    topic: 'store-account',
    intent: 'how_to',
    question: 'I changed my mind about deleting my account and data: can I stop or cancel the deletion?',
    answer:
      'Yes, within the 14 days: sign in again, by any method, and the deletion is cancelled; your Profile says so. Once the 14 days have passed, the erasure goes ahead and cannot be undone.',
    detail: 'Staff and partner accounts are closed by an administrator instead.',
    source: HELP_YOUR_DATA,
  },
  {
    id: 'shared-store-account-what_is',
    topic: 'store-account',
    intent: 'what_is',
    question: 'Can I download or export a copy of my data?',
    answer:
      'Yes: in your Profile, under Your data, ask for an export. It gathers everything the store holds about you, including account, assessments, orders, wallet and chat history, into one file that stays downloadable for 48 hours; you can ask once a day.',
    detail: 'Only you can download it, and it never contains passwords, payment secrets or other people’s data.',
    source: HELP_YOUR_DATA,
  },
  {
    id: 'shared-store-account-side_effects',
    topic: 'store-account',
    intent: 'side_effects',
    question: 'Who can see my personal data, chat messages and health answers? Is my privacy safe?',
    answer:
      'You can: the server checks that assessments, chat history and reflections are yours before showing them. An expert you book sees your name and the consultation time, staff see what they need to run the store, and your data is never sold.',
    detail: 'A practitioner sees more only with your consent, which you can withdraw at any time.',
    source: PRIVACY_WHO_SEES,
  },
];
