// `npm run simulate:devices -- [--base URL] [--school 1..4] [--children 500] [--minutes 40] [--speed 60]`
// Drives a demo school's morning through the running server's real device intake (signed HTTP
// batches): signs in as the school's demo director, registers the three simulator devices (or
// gives them a new secret), then 500 children over 40 minutes, 60 times faster than real time by
// default, with double swipes, unknown cards, a lost card, an unauthorised picker and a kiosk
// that flushes late. Prints what it sent and what the server answered. Start the server first
// (`npm start`); the gate screen (/fullPage/attendance/index) shows the arrivals as they land.
import { parseArgs } from 'node:util';
import { simulateMorning } from '../apps/server/src/modules/attendance/ledger/simulator.ts';
import { DEMO_PASSWORD, demoAccount } from '../apps/server/src/platform/demo/demo-accounts.ts';
import { signIn } from '../bench/server.ts';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `http://localhost:${process.env.PORT ?? 8080}` },
    school: { type: 'string', default: '1' },
    children: { type: 'string', default: '500' },
    minutes: { type: 'string', default: '40' },
    speed: { type: 'string', default: '60' },
  },
});
const school = Number(values.school);
if (![1, 2, 3, 4].includes(school)) throw new Error('--school is a demo school, 1 to 4');
const director = await signIn(values.base, demoAccount(`director${school}` as 'director1').phone, DEMO_PASSWORD);
const started = performance.now();
const report = await simulateMorning({
  base: values.base,
  token: director.token,
  schoolId: director.schoolId,
  children: Number(values.children),
  minutes: Number(values.minutes),
  speed: Number(values.speed),
  log: (line) => console.log(line),
});
console.log(`done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (report.failed || report.accepted + report.refused + report.duplicate !== report.sent) process.exitCode = 1;
