import { startAuthEmulator } from '../scripts/auth-emulator';
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT_ID } from './federated-config';
import { startFakeRazorpay } from '../server/test/fake-razorpay';
import { startMailSink } from './mail-sink';
import { E2E_RAZORPAY_PORT, E2E_RAZORPAY_SETTINGS } from './payment-fakes';

/**
 * Starts the real Firebase Auth emulator for the federated sign-in test, the SMTP sink the server's mails go to and the
 * fake Razorpay; the returned function stops them.
 */
export default async function startServicesForRun(): Promise<() => Promise<void>> {
  const razorpay = await startFakeRazorpay({ ...E2E_RAZORPAY_SETTINGS, port: E2E_RAZORPAY_PORT });
  const stopSink = await startMailSink();
  const emulator = await startAuthEmulator({ port: Number(AUTH_EMULATOR_HOST.split(':')[1]) });
  if (emulator.host !== AUTH_EMULATOR_HOST || emulator.projectId !== AUTH_EMULATOR_PROJECT_ID) {
    await emulator.stop();
    await stopSink();
    await razorpay.close();
    throw new Error(
      `The Auth emulator runs at ${emulator.host} for ${emulator.projectId}; e2e/federated-config.ts expects ${AUTH_EMULATOR_HOST} for ${AUTH_EMULATOR_PROJECT_ID}.`,
    );
  }
  return async () => {
    await emulator.stop();
    await stopSink();
    await razorpay.close();
  };
}
