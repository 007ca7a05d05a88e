// `npm start`: build the web app if needed, then run the server (API + web on one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildWebIfStale } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildWebIfStale();
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, 'data') },
});
// Ctrl-C reaches the server directly (same process group); it stops PostgreSQL and exits.
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
