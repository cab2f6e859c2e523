// Shared curated answers about the store itself: delivery, payment, orders and returns, subscriptions, guest checkout,
// reward coins, the promo code, booking an expert, the assessment and your data. Every figure is the store's default setting (docs/configuration.md:
// STANDARD_DELIVERY_FEE, EXPRESS_DELIVERY_FEE, FREE_DELIVERY_FROM, COINS_PER_CURRENCY_UNIT, COINS_MAX_PERCENT_OF_ORDER,
// PURCHASE_REWARD_COINS_PER_100, SIGNUP_REWARD_COINS) or a rule in common/ (order-lifecycle.ts, commerce.ts,
// checkout.ts, rewards.ts, returns.ts, subscriptions.ts, consultation-payments.ts); a store that changes a setting edits
// these entries in the admin knowledge base. Entries are seeded once per id, so an entry rewritten for a change in the
// store gets a new id, and a migration retires the old one where staff had not edited it (2026_12_15_100: issue 44's
// online payments, returns, paid consultations).
// The sources are the storefront's own pages: the Terms of Service and Privacy Policy sections, and the help page.
import type { KnowledgeSeed } from './knowledge-seed';

export const HELP_DELIVERY = { title: 'Guardians store help — Delivery times and charges', url: 'https://guardians.example/help#delivery' };
const HELP_PAYMENT = { title: 'Guardians store help — Paying for an order', url: 'https://guardians.example/help#payment' };
export const HELP_ORDERS = { title: 'Guardians store help — Your orders, cancelling and tracking', url: 'https://guardians.example/help#orders' };
export const HELP_RETURNS = { title: 'Guardians store help — Returns and refunds', url: 'https://guardians.example/help#returns-and-refunds' };
export const HELP_COINS = { title: 'Guardians store help — Reward coins', url: 'https://guardians.example/help#coins' };
const HELP_SUBSCRIPTIONS = { title: 'Guardians store help — Subscribe & save', url: 'https://guardians.example/help#subscriptions' };
const HELP_GUEST = { title: 'Guardians store help — Ordering without an account', url: 'https://guardians.example/help#guest-checkout' };
const HELP_EXPERTS = { title: 'Guardians store help — Booking an expert', url: 'https://guardians.example/help#experts' };
export const HELP_ASSESSMENT = { title: 'Guardians store help — The Guardian Assessment', url: 'https://guardians.example/help#assessment' };
const HELP_YOUR_DATA = { title: 'Guardians store help — Your data: export and deletion', url: 'https://guardians.example/help#your-data' };
export const TERMS_ORDERS = { title: 'Guardians Terms of Service — Orders, prices and promotions', url: 'https://guardians.example/terms#orders' };
export const TERMS_COINS = { title: 'Guardians Terms of Service — Wallet coins', url: 'https://guardians.example/terms#coins' };
const TERMS_CONSULTATIONS = { title: 'Guardians Terms of Service — Expert consultations', url: 'https://guardians.example/terms#consultations' };
export const PRIVACY_WHO_SEES = { title: 'Guardians Privacy Policy — Who can see it', url: 'https://guardians.example/privacy#who-sees-it' };
const STRIPE_REFUNDS = { title: 'Stripe documentation — Refund and cancel payments', url: 'https://docs.stripe.com/refunds' };
const RAZORPAY_UPI_AUTOPAY = {
  title: 'Razorpay documentation — UPI AutoPay (recurring payments)',
  url: 'https://razorpay.com/docs/payments/recurring-payments/upi/',
};

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
    id: 'shared-store-payment-how_to-online',
    topic: 'store-payment',
    intent: 'how_to',
    question: 'How can I pay? Can I pay cash on delivery (COD), by UPI or by card?',
    answer:
      'You can choose cash on delivery: pay the courier in cash or by UPI when the parcel arrives. Where the store has online payment switched on, you can pay at checkout by UPI, card, netbanking or a wallet in Razorpay’s window, or by card in Stripe’s secure card form.',
    detail:
      'An online order not paid within 60 minutes is cancelled and its items go back on sale; if the payment window closed, pay it from the order in your Profile meanwhile. Cash on delivery is paid on arrival.',
    source: HELP_PAYMENT,
  },
  {
    id: 'shared-store-payment-side_effects-online',
    topic: 'store-payment',
    intent: 'side_effects',
    question: 'Is it safe to pay by card? Do you keep my card details? Can I be charged twice?',
    answer:
      'Card and UPI details go straight to Razorpay’s or Stripe’s own payment window: the store never sees or keeps your card number or UPI PIN. If your connection drops, placing the same order again will not charge you twice; a second payment for a paid order is refunded automatically.',
    detail: 'An order paid online that is cancelled is refunded automatically, to the same card or account it was paid from.',
    source: TERMS_ORDERS,
  },

  // Orders: cancelling, returns and refunds, tracking.
  {
    id: 'shared-store-cancelling-how_to',
    topic: 'store-cancelling',
    intent: 'how_to',
    question: 'How do I cancel my order? Can I cancel an order after it has shipped?',
    answer:
      'Open your Profile, find the order under Order history and choose Cancel order. You can cancel it yourself while it is awaiting payment or paid; once it is packed or shipped it can no longer be cancelled there.',
    detail:
      'Cancelling puts the items back in stock, returns any coins you used, takes back the reward coins the order earned and refunds a card payment to your card.',
    source: HELP_ORDERS,
  },
  {
    id: 'shared-store-returns-what_is',
    topic: 'store-returns',
    intent: 'what_is',
    question: 'What is your return and refund policy? How do I return a delivered order, or one that arrived damaged or wrong?',
    answer:
      'You can return items for 14 days after delivery: open the order in your Profile, choose Return items and say which and why. Once the store approves it, send them back; when they arrive, the refund goes back the way you paid (cash on delivery by bank transfer or UPI).',
    detail:
      'Everything returned because it arrived damaged, wrong or not as described also refunds the delivery fee. The reward coins those items earned are taken back. An order not yet packed needs no return: cancel it.',
    source: HELP_RETURNS,
  },
  {
    id: 'shared-store-returns-how_to',
    topic: 'store-returns',
    intent: 'how_to',
    question: 'How do I return an order or get a refund? My parcel arrived damaged or with the wrong item',
    answer:
      'Not packed yet: cancel it from your Profile, and an online payment is refunded automatically. Delivered: within 14 days, open it in your Profile and choose Return items, pick the items and the reason (such as arrived damaged) and add a note. The refund follows once the items are back.',
    detail:
      'The form shows what will be refunded before you send it; the refund goes back the way you paid, and the reward coins those items earned are taken back.',
    source: HELP_RETURNS,
  },
  {
    id: 'shared-store-refunds-timing',
    topic: 'store-returns',
    intent: 'timing',
    question: 'How long does a refund for a cancelled or returned order take to reach my card or bank account?',
    answer:
      'The store sends an online payment’s refund as soon as the order is cancelled or the returned items are refunded, to the card or account it was paid from. Your bank then usually takes 5 to 10 working days to show it.',
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

  // Subscribe & save.
  {
    id: 'shared-store-subscriptions-what_is',
    topic: 'store-subscriptions',
    intent: 'what_is',
    question: 'Can I subscribe or set up a monthly repeat order so my supplements arrive automatically? What is Subscribe & save?',
    answer:
      'Yes: on a product page choose Subscribe & save, then every 30, 60 or 90 days, how many and where. The first order is placed at once, and each delivery after it at that day’s price less the subscription discount, usually 5%.',
    detail:
      'Pay each delivery in cash, by UPI AutoPay or by a saved card where offered. Coins are never spent on it by themselves, and a price rise shows in your Profile before the delivery it applies to.',
    source: HELP_SUBSCRIPTIONS,
  },
  {
    id: 'shared-store-subscriptions-how_to',
    topic: 'store-subscriptions',
    intent: 'how_to',
    question: 'How do I skip a delivery, pause, change or cancel my subscription?',
    answer:
      'In your Profile, under Subscriptions: skip the next delivery, pause and resume, change how often, how many, the address or the next date, or cancel it. Orders already placed stay, and cancelling also removes the saved card or UPI AutoPay mandate it used.',
    detail: 'Three days before each delivery the app, and a mail, remind you, with a one-tap skip.',
    source: HELP_SUBSCRIPTIONS,
  },
  {
    id: 'shared-store-subscriptions-side_effects',
    topic: 'store-subscriptions',
    intent: 'side_effects',
    question: 'What happens if a subscription payment fails? How does UPI AutoPay work, and can it take more than I agreed?',
    answer:
      'UPI AutoPay takes each delivery’s amount from your bank account when it is placed, at most ₹15,000, after your bank’s notice. If a payment fails you are told and it is tried again the next day; after the third failed try the subscription pauses until you pay.',
    detail: 'You can pause or cancel the mandate in your UPI app at any time; the order then waits for you to pay it from your Profile.',
    source: RAZORPAY_UPI_AUTOPAY,
  },

  // Ordering without an account.
  {
    id: 'shared-store-guest-how_to',
    topic: 'store-guest',
    intent: 'how_to',
    question: 'Can I order without an account, as a guest, without signing up?',
    answer:
      'Yes: at checkout choose Check out as a guest and give your e-mail address and delivery address. The confirmation mail carries a private link to the order, where you can follow it, pay it or cancel it before it is packed.',
    detail:
      'Coins and the promo code need an account. You can create one afterwards and add the order to it from that link; its reward coins then come to your wallet once it is paid.',
    source: HELP_GUEST,
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
    id: 'shared-store-experts-how_to-calendar',
    topic: 'store-experts',
    intent: 'how_to',
    question: 'How do I book an expert or a consultation? Can I cancel or reschedule it?',
    answer:
      'Sign in, open Find an expert, choose one, then pick a day on their calendar and a free time, shown in your time zone beside the expert’s. Pay the fee online when you book, or at the visit where allowed. The booking appears under Consultations in your Profile.',
    detail:
      'Each expert states their cancellation terms before you book: usually cancelling or moving is free until 24 hours before, and a late cancellation keeps part of the fee. An online payment is refunded less any late fee.',
    source: HELP_EXPERTS,
  },
  {
    id: 'shared-store-experts-dose-paid',
    topic: 'store-experts',
    intent: 'dose',
    question: 'How much does a consultation with an expert cost, and how long is it?',
    answer:
      'Each expert sets their own fee and session length, shown on their profile and before you book; Find an expert can sort experts by price. The fee is paid online when you book, or at the visit where the expert allows it.',
    detail: 'Experts are independent practitioners and are responsible for the advice they give in a consultation.',
    source: TERMS_CONSULTATIONS,
  },
  {
    id: 'shared-store-experts-what_is-video',
    topic: 'store-experts',
    intent: 'what_is',
    question: 'How does an online video consultation work? Where do I join it?',
    answer:
      'Consultations take place online. The video link is on your booking under Consultations in your Profile and in its calendar invite, made when you book where the practice uses a meeting room, or added by the expert before it starts.',
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
