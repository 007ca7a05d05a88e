import { describe, expect, it } from 'vitest';
import { checksumProblems, RESERVED_SQL, readChecksums, readMigrations, recordNew, sha256 } from './migration-files.ts';

const files = readMigrations();
const recorded = readChecksums();

describe('applied migrations are immutable', () => {
  it('every migration in the journal matches its recorded checksum', () => {
    expect(checksumProblems(files, recorded)).toEqual([]);
    expect(Object.keys(recorded)).toEqual(files.map((m) => m.tag));
  });

  it('a changed migration fails, naming the file and asking for a new migration instead', () => {
    const edited = files.map((m) => (m.tag === '0023_exams' ? { ...m, hash: sha256(`${m.sql}-- one more line\n`) } : m));
    const [problem, ...more] = checksumProblems(edited, recorded);
    expect(more).toEqual([]);
    expect(problem).toMatch(
      /^0023_exams\.sql changed after it was recorded .*restore the file and put the change in a new migration instead$/,
    );
  });

  it('a new migration must be recorded, and recording it leaves the recorded ones as they are', () => {
    const next = { tag: '0099_next', file: '0099_next.sql', when: Date.now(), sql: 'select 2;\n', hash: sha256('select 2;\n') };
    expect(checksumProblems([...files, next], recorded)).toEqual([
      '0099_next.sql has no recorded checksum: record it with `node --import tsx apps/server/src/db/record-checksums.ts`',
    ]);
    const edited = files.map((m, i) => (i === 0 ? { ...m, hash: sha256('edited') } : m));
    const after = recordNew([...edited, next], recorded);
    expect(after['0099_next']).toBe(next.hash);
    expect(after[files[0].tag]).toBe(recorded[files[0].tag]);
  });

  it('a reservation may be filled once, and is then recorded like any other', () => {
    const reserved = { ...recorded, [files[1].tag]: sha256(RESERVED_SQL) };
    expect(checksumProblems(files, reserved)).toEqual([
      `${files[1].file} was reserved and is filled now: record its checksum with \`node --import tsx apps/server/src/db/record-checksums.ts\``,
    ]);
    expect(recordNew(files, reserved)).toEqual(recorded);
  });

  it('a recorded migration may not leave the journal', () => {
    expect(checksumProblems(files.slice(0, -1), recorded)).toEqual([
      `${files[files.length - 1].tag}.sql is recorded but gone from the journal: applied migrations are never removed`,
    ]);
  });
});
