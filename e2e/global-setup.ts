import { startAuthEmulator } from '../scripts/auth-emulator';
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT_ID } from './federated-config';

/** Starts the real Firebase Auth emulator for the federated sign-in test; the returned function stops it. */
export default async function startEmulatorForRun(): Promise<() => Promise<void>> {
  const emulator = await startAuthEmulator({ port: Number(AUTH_EMULATOR_HOST.split(':')[1]) });
  if (emulator.host !== AUTH_EMULATOR_HOST || emulator.projectId !== AUTH_EMULATOR_PROJECT_ID) {
    await emulator.stop();
    throw new Error(
      `The Auth emulator runs at ${emulator.host} for ${emulator.projectId}; e2e/federated-config.ts expects ${AUTH_EMULATOR_HOST} for ${AUTH_EMULATOR_PROJECT_ID}.`,
    );
  }
  return () => emulator.stop();
}
