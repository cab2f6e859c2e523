import { BlessingNotifier } from '../features/blessings/components/blessing-notifier';
import { CookieBanner } from '../features/consent/components/cookie-banner';
import { ConsultationReminderWatcher } from '../features/consultation-reminders/components/consultation-reminder-watcher';
import { InstallBanner } from '../features/install/components/install-banner';
import { OnboardingWelcome } from '../features/onboarding/components/onboarding-welcome';
import { QuickChatWidget } from '../features/quick-chat/components/quick-chat-widget';
import { AppLayout } from '../shell/app-layout';
import { AccountEffects } from './account-effects';

const extras = {
  'cookie-banner': <CookieBanner />,
  'install-banner': <InstallBanner />,
  onboarding: <OnboardingWelcome />,
  'quick-chat': <QuickChatWidget />,
};

/** The shell with the features that fill its slots; the app is the one layer that may compose features. */
export function StorefrontLayout() {
  return (
    <>
      <AccountEffects />
      <BlessingNotifier />
      <ConsultationReminderWatcher />
      <AppLayout extras={extras} />
    </>
  );
}
