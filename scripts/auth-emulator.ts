// Starts the real Firebase Auth emulator from the firebase-tools package (it runs offline) for API and
// browser tests of federated sign-in, and stops it again. Only test code imports this file.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const AUTH_EMULATOR_PROJECT_ID = 'demo-guardians';
export const AUTH_EMULATOR_PORT = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099);

export interface RunningAuthEmulator {
  /** host:port, the form FIREBASE_AUTH_EMULATOR_HOST and connectAuthEmulator expect. */
  host: string;
  projectId: string;
  clearAccounts(): Promise<void>;
  stop(): Promise<void>;
}

const firebaseCli = fileURLToPath(new URL('../node_modules/firebase-tools/lib/bin/firebase.js', import.meta.url));

async function isReady(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`);
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

export async function startAuthEmulator(options: { port?: number; timeoutMs?: number } = {}): Promise<RunningAuthEmulator> {
  const port = options.port ?? AUTH_EMULATOR_PORT;
  const host = `127.0.0.1:${port}`;
  const projectId = AUTH_EMULATOR_PROJECT_ID;
  // Its own config folder, so the emulator never picks up a developer's firebase.json or login.
  const workDir = mkdtempSync(join(tmpdir(), 'guardians-auth-emulator-'));
  writeFileSync(
    join(workDir, 'firebase.json'),
    // The hub and logging ports move with the auth port, so two emulators (parallel test runs) never collide.
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: port + 1 },
        logging: { host: '127.0.0.1', port: port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );

  const child = spawn(process.execPath, [firebaseCli, 'emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: workDir,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true', XDG_CONFIG_HOME: workDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.pid !== undefined) {
      // The CLI starts the emulator as a child of its own: end the whole process group.
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        // Already gone.
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (!(await isReady(host))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Firebase Auth emulator did not start on ${host}:\n${output.slice(-2000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    host,
    projectId,
    async clearAccounts() {
      const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`Clearing emulator accounts failed: ${response.status}`);
    },
    stop,
  };
}
