// `npm run new:module -- <module> --zh <标题> --en <Title> [--area <area>] [--area-zh …] [--area-en …] [--prefix /x/v1/y] [--path /x/y]`
// `npm run new:area -- <module> <area> [--zh …] [--en …] [--prefix …] [--path …]`
// Writes a module's (or an area's) files on the three layers and registers them; see docs/adding-a-module.md.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newArea, newModule } from './new-module/generate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parse(argv) {
  const names = [];
  const opts = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value`);
      opts[arg.slice(2)] = value;
      i++;
    } else names.push(arg);
  }
  return { names, opts };
}

const [command, ...rest] = process.argv.slice(2);
try {
  const { names, opts } = parse(rest);
  let result;
  if (command === 'module' && names.length === 1) result = newModule(root, names[0], opts);
  else if (command === 'area' && names.length === 2) {
    // an area's titles are --zh/--en on this command
    result = newArea(root, names[0], names[1], { ...opts, 'area-zh': opts.zh, 'area-en': opts.en, zh: undefined, en: undefined });
  } else throw new Error('usage: new-module.mjs module <module> --zh … --en … | area <module> <area> --zh … --en …');
  // a new migration's checksum is recorded at once (migration-checksums.test.ts)
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/record-checksums.ts'], { cwd: root, stdio: 'inherit' });
  // the table joins the generated schema, which the area's queries read their columns from
  execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/schema-gen/run.ts'], { cwd: root, stdio: 'inherit' });
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/@biomejs/biome/bin/biome'), 'check', '--write', ...result.written, ...result.edited],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  console.log(`\nwritten:\n  ${result.written.join('\n  ')}\nregistered in:\n  ${result.edited.join('\n  ')}`);
  console.log(`\nnext: npm run check, npm test -- ${result.plan.m.kebab}; then make the area what the spec says.`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
