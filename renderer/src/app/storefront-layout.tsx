import { CookieBanner } from '../features/consent/components/cookie-banner';
import { InstallBanner } from '../features/install/components/install-banner';
import { QuickChatWidget } from '../features/quick-chat/components/quick-chat-widget';
import { AppLayout } from '../shell/app-layout';
import { AccountEffects } from './account-effects';

const extras = { 'cookie-banner': <CookieBanner />, 'install-banner': <InstallBanner />, 'quick-chat': <QuickChatWidget /> };

/** The shell with the features that fill its slots; the app is the one layer that may compose features. */
export function StorefrontLayout() {
  return (
    <>
      <AccountEffects />
      <AppLayout extras={extras} />
    </>
  );
}
