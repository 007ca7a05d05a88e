import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { runTimed } from './run-timed.mjs';

// prints its own priority and that of a process it starts
const probe = `
const { execFileSync } = require('node:child_process');
const os = require('node:os');
const child = execFileSync(process.execPath, ['-e', 'process.stdout.write(String(require("node:os").getPriority()))']);
process.stdout.write(os.getPriority() + ' ' + child);
`;

// each starts one or two Node processes, which a busy machine may take seconds to do
describe('runTimed', { timeout: 30_000 }, () => {
  it('keeps the command’s exit code and output when quiet', async () => {
    const r = await runTimed(process.execPath, ['-e', 'console.log("hello"); process.exit(3)'], { quiet: true });
    expect(r.code).toBe(3);
    expect(r.out.trim()).toBe('hello');
  });

  it('lowers the priority of the command and of what it starts by `nice`', async () => {
    const mine = os.getPriority();
    const r = await runTimed(process.execPath, ['-e', probe], { quiet: true, nice: 5 });
    const expected = Math.min(19, mine + 5);
    expect(r.out.trim()).toBe(`${expected} ${expected}`);
  });

  it('leaves the priority alone without `nice`', async () => {
    const r = await runTimed(process.execPath, ['-e', probe], { quiet: true });
    expect(r.out.trim()).toBe(`${os.getPriority()} ${os.getPriority()}`);
  });
});
