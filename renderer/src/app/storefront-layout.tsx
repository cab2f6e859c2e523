import { useState } from 'react';
import { BlessingNotifier } from '../features/blessings/components/blessing-notifier';
import { CookieBanner } from '../features/consent/components/cookie-banner';
import { cookieChoicePending } from '../features/consent/lib/cookie-consent';
import { ConsultationReminderWatcher } from '../features/consultation-reminders/components/consultation-reminder-watcher';
import { InstallBanner } from '../features/install/components/install-banner';
import { OnboardingWelcome } from '../features/onboarding/components/onboarding-welcome';
import { QuickChatWidget } from '../features/quick-chat/components/quick-chat-widget';
import { useOnboardingCompleted } from '../domain/first-run/seen-features';
import { AppLayout } from '../shell/app-layout';
import { AccountEffects } from './account-effects';

/**
 * One overlay at a time on a first visit: the cookie choice first (a legal choice), then the welcome, then the
 * chat's 5 s auto-open, counted from when the welcome closes.
 */
function useFirstVisitOverlays() {
  const [choicePending, setChoicePending] = useState(() => cookieChoicePending());
  const onboardingCompleted = useOnboardingCompleted();
  return {
    'cookie-banner': <CookieBanner onChoiceSaved={() => setChoicePending(false)} />,
    onboarding: choicePending ? null : <OnboardingWelcome />,
    'quick-chat': <QuickChatWidget autoOpenReady={!choicePending && onboardingCompleted} />,
  };
}

/** The shell with the features that fill its slots; the app is the one layer that may compose features. */
export function StorefrontLayout() {
  const overlays = useFirstVisitOverlays();
  return (
    <>
      <AccountEffects />
      <BlessingNotifier />
      <ConsultationReminderWatcher />
      <AppLayout extras={{ ...overlays, 'install-banner': <InstallBanner /> }} />
    </>
  );
}
