import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { DbOutage, dbFaultReason, isDbFault } from './db-faults.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('insert into students (name) values ($1)', ['secret name'], cause);

describe('dbFaultReason', () => {
  it.each([
    ['a refused connection inside a drizzle error', wrapped(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))],
    [
      'a dual-stack connect failure (AggregateError)',
      Object.assign(new AggregateError([pgError('ECONNREFUSED', 'refused')]), { code: '' }),
    ],
    ['an admin shutdown (57P01)', wrapped(pgError('57P01', 'terminating connection due to administrator command'))],
    ['a server still starting (57P03)', pgError('57P03', 'the database system is starting up')],
    ['too many connections (53300)', pgError('53300', 'sorry, too many clients already')],
    ['a statement timeout (57014)', wrapped(pgError('57014', 'canceling statement due to statement timeout'))],
    ['a connection exception class 08', pgError('08006', 'connection failure')],
    ['a pool acquire timeout', new Error('timeout exceeded when trying to connect')],
    ['a client read timeout', wrapped(new Error('Query read timeout'))],
    ['a lost connection', wrapped(new Error('Connection terminated unexpectedly'))],
  ])('counts %s as a database fault', (_, err) => {
    expect(isDbFault(err)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(pgError('23505', 'duplicate key value violates unique constraint'))],
    ['a programming error', new TypeError('cannot read properties of undefined')],
    [
      'a query whose text mentions a lost connection',
      new DrizzleQueryError("select 'Connection terminated'", [], new Error('syntax error')),
    ],
    ['a non-error value', 'Connection terminated'],
  ])('does not count %s', (_, err) => {
    expect(isDbFault(err)).toBe(false);
  });

  it('names the driver reason, never the query text or its parameters', () => {
    const reason = dbFaultReason(wrapped(pgError('57P01', 'terminating connection due to administrator command')));
    expect(reason).toBe('57P01 terminating connection due to administrator command');
  });
});

describe('DbOutage', () => {
  it('logs once when the database is lost and once when a probe finds it back', async () => {
    const lines: string[] = [];
    let answer = false;
    const outage = new DbOutage(
      async () => {
        if (!answer) throw new Error('Connection terminated');
      },
      { warn: (_, msg) => lines.push(msg) },
      5,
    );
    for (let i = 0; i < 50; i++) outage.lost(new Error('Connection terminated unexpectedly'));
    expect(outage.isDown).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    answer = true;
    while (outage.isDown) await new Promise((r) => setTimeout(r, 5));
    expect(lines).toEqual(['database unavailable: answering 503 until it is back', 'database back']);
    outage.stop();
  });
});
