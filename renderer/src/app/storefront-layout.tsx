import { useState } from 'react';
import { useCookieChoicePending } from '../features/consent/lib/cookie-consent';
import { QuickChatWidget } from '../features/quick-chat/components/quick-chat-widget';
import { useOnboardingCompleted } from '../domain/first-run/seen-features';
import { useSession } from '../identity/session-context';
import { AppLayout } from '../shell/app-layout';
import { lazyPart } from '../ui/lazy-part';
import { AccountEffects } from './account-effects';

// The shell extras the first paint does not need load beside the screen.
const CookieBanner = lazyPart(async () => (await import('../features/consent/components/cookie-banner')).CookieBanner);
const OnboardingWelcome = lazyPart(async () => (await import('../features/onboarding/components/onboarding-welcome')).OnboardingWelcome);
const InstallBanner = lazyPart(async () => (await import('../features/install/components/install-banner')).InstallBanner);
const BlessingNotifier = lazyPart(async () => (await import('../features/blessings/components/blessing-notifier')).BlessingNotifier);
const ConsultationReminderWatcher = lazyPart(
  async () => (await import('../features/consultation-reminders/components/consultation-reminder-watcher')).ConsultationReminderWatcher,
);
// Issue 15: the day-3 and day-7 nudges of plans from practitioners.
const PlanNudgeWatcher = lazyPart(async () => (await import('../features/protocols/components/plan-nudge-watcher')).PlanNudgeWatcher);
// Issue 44: the in-app reminder three days before a subscription's renewal, with "Skip this delivery" and "Keep it".
const SubscriptionReminderWatcher = lazyPart(
  async () => (await import('../features/profile/components/subscription-reminder-watcher')).SubscriptionReminderWatcher,
);

/**
 * One overlay at a time on a first visit: the cookie choice first (a legal choice), then the welcome, then the
 * chat's 5 s auto-open, counted from when the welcome closes.
 */
function useFirstVisitOverlays() {
  const [choiceSaved, setChoiceSaved] = useState(false);
  const choicePending = useCookieChoicePending() && !choiceSaved;
  const onboardingCompleted = useOnboardingCompleted();
  // The welcome's code loads only when it is due; once shown it stays mounted, so closing plays its transition.
  const welcomeDue = !choicePending && !onboardingCompleted;
  const [welcomeMounted, setWelcomeMounted] = useState(welcomeDue);
  if (welcomeDue && !welcomeMounted) setWelcomeMounted(true);
  return {
    'cookie-banner': <CookieBanner onChoiceSaved={() => setChoiceSaved(true)} />,
    onboarding: welcomeMounted ? <OnboardingWelcome /> : null,
    'quick-chat': <QuickChatWidget autoOpenReady={!choicePending && onboardingCompleted} />,
  };
}

/**
 * Reminders and nudges are an account's: a visitor's first visit loads neither their code nor their contracts. Its own
 * component, so the session's arrival re-renders these alone and not the whole layout.
 */
function AccountWatchers() {
  if (useSession().user === null) return null;
  return (
    <>
      <ConsultationReminderWatcher />
      <PlanNudgeWatcher />
      <SubscriptionReminderWatcher />
    </>
  );
}

/** The shell with the features that fill its slots; the app is the one layer that may compose features. */
export function StorefrontLayout() {
  const overlays = useFirstVisitOverlays();
  return (
    <>
      <AccountEffects />
      <BlessingNotifier />
      <AccountWatchers />
      <AppLayout extras={{ ...overlays, 'install-banner': <InstallBanner /> }} />
    </>
  );
}
