// `npm run dev`: the API with restart on change, and the renderer on Vite's dev server with hot reload.
// Vite proxies /api and /ws to the API, so the browser sees one origin as in production.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '5000';
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/index.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', NODE_ENV: 'development' },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'renderer/vite.config.ts'], {
    stdio: 'inherit',
    env: { ...process.env, GUARDIANS_DEV_API: `http://127.0.0.1:${apiPort}` },
  }),
];

function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
}

for (const child of children) {
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
