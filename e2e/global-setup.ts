import { startAuthEmulator } from '../scripts/auth-emulator';
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT_ID } from './federated-config';
import { startMailSink } from './mail-sink';

/**
 * Starts the real Firebase Auth emulator for the federated sign-in test and the SMTP sink the server's mails go to;
 * the returned function stops both.
 */
export default async function startServicesForRun(): Promise<() => Promise<void>> {
  const stopSink = await startMailSink();
  const emulator = await startAuthEmulator({ port: Number(AUTH_EMULATOR_HOST.split(':')[1]) });
  if (emulator.host !== AUTH_EMULATOR_HOST || emulator.projectId !== AUTH_EMULATOR_PROJECT_ID) {
    await emulator.stop();
    await stopSink();
    throw new Error(
      `The Auth emulator runs at ${emulator.host} for ${emulator.projectId}; e2e/federated-config.ts expects ${AUTH_EMULATOR_HOST} for ${AUTH_EMULATOR_PROJECT_ID}.`,
    );
  }
  return async () => {
    await emulator.stop();
    await stopSink();
  };
}
