import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * Runs a command in the repository to its end: its exit code (1 when killed by a signal), how long
 * it took, and, when `quiet`, its output kept to print later (else it goes to the terminal).
 * `nice` lowers its CPU priority (and that of what it starts) by that much.
 */
export function runTimed(cmd, args, { quiet = false, nice = 0 } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    // set before the child has started anything of its own, so its children inherit it
    if (nice && child.pid) os.setPriority(child.pid, Math.min(19, os.getPriority(child.pid) + nice));
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), out, ms: Date.now() - started }));
  });
}
