// The text of the three policy pages, written against what the storefront really stores and does. When a
// feature starts keeping something new (a cookie, a storage key, a table of personal data), add it here.

export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; columns: readonly string[]; rows: readonly (readonly string[])[] };

export interface LegalSection {
  /** The anchor of the section (#id), stable so other pages may link to it. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  title: string;
  updated: string;
  summary: string;
  sections: readonly LegalSection[];
  related: readonly { to: string; label: string }[];
}

const UPDATED = '29 November 2026';
const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });

export const TERMS: LegalDocumentContent = {
  title: 'Terms of Service',
  updated: UPDATED,
  summary:
    'These terms apply when you use the Guardians storefront on the web, as an installed app or in the desktop app: taking assessments, chatting with the guardians, shopping, booking experts and earning wallet coins.',
  sections: [
    {
      id: 'not-medical-advice',
      heading: 'Wellness information, not medical advice',
      blocks: [
        p(
          'The guardians, assessments, scores, Vitamin D dashboard, stories and product suggestions give general wellness and nutrition information. They do not diagnose, treat or prevent any disease and do not replace a doctor.',
        ),
        p(
          'Talk to a qualified health professional before you start a supplement, especially if you are pregnant, breastfeeding, taking medicine or living with a health condition. In an emergency, call your local emergency number.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      blocks: [
        list(
          'You may sign in with Google, with an email and password, or try the store as a demo visitor. A demo account is a sandbox: what you do in it is visible to nobody else and is not kept as a real account.',
          'Keep your password to yourself. You are responsible for what is done with your account until you sign out or tell us it was misused.',
          'Practitioner, lab, brand-partner and staff areas are open only to accounts given that role by Guardians.',
        ),
      ],
    },
    {
      id: 'orders',
      heading: 'Orders, prices and promotions',
      blocks: [
        list(
          'Prices are shown in the store currency and include the discount shown on the product. The price that counts is the one our server calculates when you place the order; a price shown in an old page or in your cart is checked again at checkout.',
          'An order is accepted only if every item is in stock at that moment. If an item sells out while you check out, nothing is charged and you are told which item it was.',
          'The code GUARDIAN10 gives 10% off the first order of an account, once.',
          'If your connection drops while you pay, placing the same order again will not charge you twice.',
        ),
      ],
    },
    {
      id: 'consultations',
      heading: 'Expert consultations',
      blocks: [
        p(
          'Experts listed on Guardians are independent practitioners. A booked slot is reserved for you; you can cancel it from your profile, which frees it for someone else. The expert is responsible for the advice they give in a consultation.',
        ),
      ],
    },
    {
      id: 'coins',
      heading: 'Wallet coins',
      blocks: [
        p(
          'Coins reward things you do in the store, such as signing up, taking an assessment, buying or writing a reflection on the Vitamin D journey. Each reward is paid once for the action that earns it. Coins are a loyalty reward: they have no cash value, cannot be transferred, and may be withdrawn if they were earned by misuse.',
        ),
      ],
    },
    {
      id: 'brand-partners',
      heading: 'Products from brand partners',
      blocks: [
        p(
          'Brand partners submit products for review. A product appears in the store only after Guardians approves it; partners are responsible for the accuracy of what they submit, and we may refuse or remove a listing.',
        ),
      ],
    },
    {
      id: 'use',
      heading: 'Fair use',
      blocks: [
        list(
          'Do not try to read other people’s data, get around the limits on sign-in attempts or chat messages, or disrupt the service.',
          'Chat answers are generated from the guardians’ knowledge base. Do not rely on them for decisions that need a professional.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        p('When these terms change, the date at the top of this page changes too. Continuing to use Guardians after a change means you accept the new terms.'),
      ],
    },
  ],
  related: [
    { to: '/privacy', label: 'Privacy Policy' },
    { to: '/cookie-policy', label: 'Cookie Policy' },
  ],
};

export const PRIVACY: LegalDocumentContent = {
  title: 'Privacy Policy',
  updated: UPDATED,
  summary:
    'What Guardians keeps about you, why, who can see it and for how long. Health answers are personal data of a special kind: we keep them only to give you your results and recommendations.',
  sections: [
    {
      id: 'what-we-keep',
      heading: 'What we keep',
      blocks: [
        {
          kind: 'table',
          columns: ['Data', 'Why', 'Kept'],
          rows: [
            ['Account: email, display name, photo (Google sign-in), role', 'To sign you in and show your profile', 'While your account exists'],
            ['Password', 'Only a salted scrypt hash, never the password itself', 'While your account exists'],
            ['Assessment answers and scores', 'Your dashboard, progress page and recommendations', 'While your account exists'],
            ['Chat messages with the guardians (signed in)', 'To restore the conversation when you open the chat again', 'While your account exists'],
            ['Orders, cart, consultations, wallet entries', 'To deliver, bill, remind and reward', 'As long as accounting law requires'],
            [
              'A guest order: your email, the delivery address and phone',
              'To deliver it and mail you about it; the link in the mail is the only way back to it without an account',
              'As long as accounting law requires',
            ],
            ['Reflections on the Vitamin D journey', 'To show them under their story', 'While your account exists'],
            [
              'Messages sent through the contact page: name, email, topic and your words',
              'To answer you',
              'While your account exists (a message sent signed out: until you ask us, or the account of its address is deleted)',
            ],
            ['Cookie choices with date, browser and address', 'Proof of the consent you gave', 'Each choice for 365 days'],
          ],
        },
        p(
          'If you take an assessment before signing in, it is kept under a temporary address and a private claim cookie, and moves to your account when you sign up or sign in in the same browser.',
        ),
      ],
    },
    {
      id: 'who-sees-it',
      heading: 'Who can see it',
      blocks: [
        list(
          'You. Nobody can read your assessments, chat history or reflections by guessing your email: the server checks that they are yours.',
          'The expert you book sees your name and the time of the consultation.',
          'Guardians staff, only to run the store and help you.',
          'Google, if you choose to sign in with Google.',
        ),
        p('We do not sell your data.'),
      ],
    },
    {
      id: 'on-your-device',
      heading: 'On your device',
      blocks: [
        p(
          'The browser or app keeps a few preferences and a copy of your sign-in state; the Cookie Policy lists each one. The desktop app and the installed web app also keep the last catalogue, guardian, assessment and wallet answers so they can show them while you are offline; signing out deletes your copies.',
        ),
        p(
          'In the desktop app, provider keys you enter in Settings are encrypted with your operating system’s keychain and are never shown again, not even to the app’s own screens.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        list(
          'Your session is an HttpOnly cookie that page scripts cannot read, renewed when you sign in and deleted on the server when you sign out.',
          'Repeated failed sign-ins for one email or from one address are slowed down.',
          'Logs never contain passwords, session tokens or cookies.',
        ),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      blocks: [
        p(
          'You decide on optional cookies in the consent banner, which asks again after 365 days. Signing out ends your session on our server at once. In your profile, under “Your data”, you can download a copy of your data and delete your account (after 14 days in which signing in again cancels it); you may also ask us through the contact page.',
        ),
      ],
    },
  ],
  related: [
    { to: '/terms', label: 'Terms of Service' },
    { to: '/cookie-policy', label: 'Cookie Policy' },
  ],
};

export const COOKIE_POLICY: LegalDocumentContent = {
  title: 'Cookie Policy',
  updated: UPDATED,
  summary:
    'Guardians uses two cookies, both essential, and keeps some settings in your browser’s local storage. Optional categories (analytics, personalization, marketing) are used only if you allow them in the cookie banner.',
  sections: [
    {
      id: 'cookies',
      heading: 'Cookies',
      blocks: [
        {
          kind: 'table',
          columns: ['Name', 'Purpose', 'Lifetime'],
          rows: [
            ['guardians_session', 'Keeps you signed in. HttpOnly, SameSite=Lax; essential.', '30 days after your last visit, or until you sign out'],
            ['guardians_assessment_claim', 'Lets the assessment you took before signing in move to your account. HttpOnly; essential.', '30 days'],
          ],
        },
      ],
    },
    {
      id: 'local-storage',
      heading: 'Settings kept in your browser',
      blocks: [
        p(
          'These are never sent to us by themselves; they only remember things on this device. Signing out removes who is signed in. During a Google sign-in the tab also keeps short-lived session-storage flags (googleSignInAttempt, authSuccess, authRedirectTo, firebaseRegisteredEmails, authError); they end with the tab.',
        ),
        {
          kind: 'table',
          columns: ['Key', 'What it remembers'],
          rows: [
            ['cookie_consent, cookie_consent_date', 'Your cookie choice and when you made it'],
            ['authUser, isAuthenticated, demoUser, current_user_email', 'Who is signed in, so the header shows it at once'],
            ['pwa_user_session, pwa_storage_sync', 'The signed-in user the installed app shares with the browser, and when it last did'],
            ['guardian_wallet_{your email}', 'Your coin balance, so it shows before the server answers'],
            [
              'guardians_visitor_cart, guardians_order_attribution, guardians_offered_promo',
              'Your cart before you sign in, where you found a product, an offered promo code',
            ],
            ['guardians_guest_order_links', 'Session storage: the links to the orders you placed as a guest, while the tab is open'],
            ['tempUserEmail', 'The temporary address of an assessment taken before signing in'],
            ['signup_breadcrumb, signupRewardTried', 'That a signup reward is due, so it is paid once'],
            ['quickChatVisited, onboardingCompleted, seenFeatures', 'That you have already seen the chat, the introduction and new features'],
            ['darkMode', 'Dark or light colours'],
            ['pwa-install-dismissed', 'That you closed the install banner'],
            ['guardians_admin_kpi_time_zone', 'Staff only: the time zone chosen for the strategy dashboard'],
            ['consultationRemindersShown:{your account}', 'The consultation reminders already shown to you, so each is shown once'],
          ],
        },
      ],
    },
    {
      id: 'optional',
      heading: 'Optional categories',
      blocks: [
        list(
          'Analytics: counting which screens and products are used, to improve the store.',
          'Personalization: suggestions based on what you look at.',
          'Marketing: offers from Guardians.',
        ),
        p('Each choice is recorded with its date and kept for 365 days; after that the banner asks again.'),
      ],
    },
  ],
  related: [
    { to: '/terms', label: 'Terms of Service' },
    { to: '/privacy', label: 'Privacy Policy' },
  ],
};
