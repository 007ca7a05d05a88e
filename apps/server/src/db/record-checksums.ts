// Records the checksum of each new migration (and of a reservation once filled) in
// migrations/meta/checksums.json; recorded ones stay as they are, so an edit still fails the test.
import { readChecksums, readMigrations, recordNew, writeChecksums } from './migration-files.ts';

const before = readChecksums();
const after = recordNew(readMigrations(), before);
writeChecksums(after);
const added = Object.keys(after).filter((tag) => before[tag] !== after[tag]);
console.log(added.length ? `recorded: ${added.join(', ')}` : 'every migration already recorded');
