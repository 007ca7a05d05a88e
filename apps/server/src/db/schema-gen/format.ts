import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');
const MARK = '// schema-gen: file ';

/**
 * The project's formatter over all files at once (one biome process, not one per file: the
 * drift test regenerates twice). The emitter already orders imports as biome's check wants them.
 */
export function formatAll(dir: string, files: Map<string, string>): Map<string, string> {
  const joined = [...files].map(([file, text]) => `${MARK}${file}\n${text}`).join('\n');
  const out = execFileSync(process.execPath, [biome, 'format', `--stdin-file-path=${path.join(dir, 'schema-gen-all.ts')}`], {
    input: joined,
    encoding: 'utf8',
    cwd: dir,
  });
  const formatted = new Map<string, string>();
  for (const part of out.split(MARK).slice(1)) {
    const newline = part.indexOf('\n');
    formatted.set(part.slice(0, newline), `${part.slice(newline + 1).trimEnd()}\n`);
  }
  return formatted;
}
