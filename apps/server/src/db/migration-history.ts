import { RESERVED_SQL, sha256 } from './migration-files.ts';

/**
 * Hashes a database may hold for a reservation: `select 1;` alone, and the commented variants
 * reservations used before checksums were recorded (taken from the repository's history). A
 * database that applied one never ran the contents that later filled it.
 */
export const RESERVATION_HASHES: ReadonlySet<string> = new Set([
  sha256(RESERVED_SQL),
  '01f45f30dc5d7c4cd6c707a6bac3daa243e01cd0e9f8bdc93db9da5587dd5b00',
  '23bb2214248678094d2a0649ad186f3024019cd13d5eb8ddd1b340ca3b9a9490',
  '38e99c8895381b92abbef1283a09d7a1d8fe522c7d3a1e363fb046ae01f0186f',
  '3b1c6a3d8c13ac8965df93a9256b2eb6abff9f0e981ed38574b51e44453e68c6',
  '4043f6008b140f6af76d993f7732f19f3726e3d0b41c47197e22923c4664fabe',
  '724420eb78da5e3f2091cb46cf675874f42d49840d6d743fe3437ed75e310c6d',
  '8a2898b68bdd91c4b1702fed335e5650eb9788832db94f2e6837c63184918ef2',
  '9444a1a90cfefeca4cd18d49fecde0af3d11bab4cfe12f2ca284acd686452b1c',
  'a842126e929a0fcb57363c3bc24d3b242461b7da53944de18a6791749061bf43',
  'a916e70b4782b4421fd6de91745e35655a8cb56fe0df01a3106efb85504b5541',
  'd07b871397042598f26967dc26fdcd881b5f4a0ba3ceb0a28c59eb7700849af2',
  'd0fa888b0414d145b091c5ff57c431f0d83b8c5c414bb820b28e29497026f1c2',
  'd8ac61af31474f9855b83cc1d8777f7439fa83343337ce1ab6bee4e11c42e344',
  'e605b6e649ca1b0ee8ffec362eccf429f8e69416fbcdf07fd00593da10b14057',
  'f9f09bf17ae42124fdd2e69b0582799ab940f4498353531a4ed385e164a46440',
  'febc24bf96c2b5f3085b94f6bb5ead4b4461f7861b9941c6dc9a92df0432e17a',
]);

/** A migration edited after it landed, before checksums: what brings a database that applied the earlier text to today's. */
export interface EarlierEdit {
  tag: string;
  /** sha256 of the text as it was first applied. */
  hash: string;
  what: string;
  repair: string[];
}

const cascade = (table: string, cols: string, target: string) => [
  `ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_${cols.replace(', ', '_')}_fkey`,
  `ALTER TABLE ${table} ADD CONSTRAINT ${table}_${cols.replace(', ', '_')}_fkey FOREIGN KEY (${cols}) REFERENCES ${target} ON DELETE CASCADE`,
];

export const EARLIER_EDITS: readonly EarlierEdit[] = [
  {
    tag: '0016_health_inspection',
    hash: '83809cab542e6247c100db9664ae0cdd1b3410ca742f7b11345a8dcdf4e11a37',
    what: "a removed child's check records go with it",
    repair: cascade('inspect_records', 'school_id, student_id', 'students(school_id, id)'),
  },
  {
    tag: '0022_regulated_session',
    hash: '0d30999e7d93331350f4c5625a12df264077c3ea00bfc522e3b10fb1a21c8fda',
    what: "the school's external links",
    repair: ['ALTER TABLE school_settings ADD COLUMN IF NOT EXISTS external_links jsonb'],
  },
  {
    tag: '0023_exams',
    hash: '1e98a279341e3e60cd9e40346ed1855c5bc642df7c7f56dc1621db06cfd2a196',
    what: 'a deleted class leaves the exam plans that measured it',
    repair: cascade('exam_plan_classes', 'school_id, class_id', 'classes(school_id, id)'),
  },
  { tag: '0024_recipes', hash: '68ab27336da2949f0665721d5f2fd615e98d2bcf2adc819c6dfa1ae89fd0da4d', what: 'a comment only', repair: [] },
];
