// Where each file sits (project, layer, module) and which of its imports break a rule.
// The rules themselves are written out in scripts/boundaries.mjs's header and the README.

const SERVER = 'apps/server/';
const WEB = 'apps/web/';
const SHARED = 'packages/shared/';

/** Layer names per project, bottom first; a file imports its own layer or a lower one. */
export const LAYERS = {
  server: ['core', 'platform', 'modules', 'app'],
  web: ['base', 'kit', 'modules', 'app'],
  shared: ['core', 'platform', 'modules', 'app'],
};

const isDirect = (rest) => !rest.includes('/');
const first = (rest) => rest.split('/')[0];

function serverPlace(rest) {
  if (rest.startsWith('test/')) return { layer: 'app' };
  if (!rest.startsWith('src/')) return { layer: null };
  const p = rest.slice(4);
  if (/^(core|db)\//.test(p) || p === 'config.ts') return { layer: 'core' };
  // both homes of the platform while it moves out of modules/; an area of platform/ has an index.ts
  if (p.startsWith('platform/') && !isDirect(p.slice(9))) {
    const area = first(p.slice(9));
    return { layer: 'platform', area, inner: p.slice(9 + area.length + 1) };
  }
  if (p.startsWith('platform/') || p.startsWith('modules/platform/')) return { layer: 'platform' };
  if (p.startsWith('modules/')) return modulePlace(p.slice(8));
  if (['app.ts', 'bootstrap.ts', 'main.ts'].includes(p) || p.startsWith('seed/')) return { layer: 'app' };
  return { layer: null };
}

function webPlace(rest) {
  if (!rest.startsWith('src/')) return { layer: null };
  const p = rest.slice(4);
  const top = first(p);
  if (['i18n', 'api', 'session', 'permission'].includes(top) && !isDirect(p)) return { layer: 'base' };
  if (['kit', 'widgets'].includes(top) && !isDirect(p)) return { layer: 'kit' };
  if (top === 'modules' && !isDirect(p)) return modulePlace(p.slice(8));
  if ((['shell', 'pages', 'test'].includes(top) && !isDirect(p)) || ['app.tsx', 'main.tsx'].includes(p)) {
    return { layer: 'app' };
  }
  return { layer: null };
}

// packages/shared: the files that assemble every module's pieces are its app layer, and the
// kit a module is declared with (module.ts, types.ts, resolve.ts) is core, though it sits in modules/
const SHARED_APP = ['index.ts', 'errors.ts'];
const SHARED_MODULE_KIT = /^(module|types|resolve)\.ts$/;

function sharedPlace(rest) {
  if (!rest.startsWith('src/')) return { layer: null };
  const p = rest.slice(4);
  if (SHARED_APP.includes(p)) return { layer: 'app' };
  if (!p.startsWith('modules/')) return { layer: 'core' };
  const m = p.slice(8);
  if (isDirect(m)) return { layer: SHARED_MODULE_KIT.test(m) ? 'core' : 'app' };
  if (first(m) === 'platform') return { layer: 'platform' };
  return { layer: 'modules', module: first(m) };
}

// a file directly in modules/ (the list that registers every module) is the app's
function modulePlace(m) {
  if (isDirect(m)) return { layer: 'app' };
  const name = first(m);
  return { layer: 'modules', module: name, inner: m.slice(name.length + 1) };
}

const places = new Map();

/** `{ project, layer, module?, inner? }` for a repository-relative file; null outside the projects. */
export function placeOf(file) {
  if (!places.has(file)) places.set(file, computePlace(file));
  return places.get(file);
}

function computePlace(file) {
  if (file.startsWith(SERVER)) return { project: 'server', ...serverPlace(file.slice(SERVER.length)) };
  if (file.startsWith(WEB)) return { project: 'web', ...webPlace(file.slice(WEB.length)) };
  if (file.startsWith(SHARED)) return { project: 'shared', ...sharedPlace(file.slice(SHARED.length)) };
  return null;
}

export const isTestCode = (file) =>
  /\.test\.(ts|tsx)$|\/testing\/|\/(test-[^/]*|[^/]*-test-utils|[^/]*-test-kit|testing)\.(ts|tsx)$/.test(file);
// demo data: a file or folder named with the word `demo`
export const isDemo = (file) => /(^|\/|-)demo(-|\.|\/)/.test(file.slice(file.lastIndexOf('/src/') + 1));
const isEntry = (inner) => /^index\.(ts|tsx|mts|js)$/.test(inner);
const isTestKit = (inner) => /^testing\.(ts|tsx)$/.test(inner);

const rank = (place) => LAYERS[place.project].indexOf(place.layer);

/**
 * The rule one import breaks, or null: `{ rule, message }`.
 * Rules: outside-project, relative-into-package, upward, module-internals, platform-internals,
 * demo-in-production.
 */
export function ruleBroken(fromFile, edge) {
  const from = placeOf(fromFile);
  const to = placeOf(edge.to);
  if (!from) return null;
  if (!to) {
    return { rule: 'outside-project', message: `imports ${edge.to}, outside apps/server, apps/web and packages/shared` };
  }
  if (to.project !== from.project) {
    if (from.project === 'shared') return { rule: 'outside-project', message: 'packages/shared imports an app' };
    if (to.project !== 'shared') return { rule: 'outside-project', message: `the ${from.project} imports the ${to.project}` };
    if (!edge.viaPackage) return { rule: 'relative-into-package', message: 'import packages/shared as @kg/shared, not by a relative path' };
    return null;
  }
  if (from.layer === null || to.layer === null) return null; // reported once per file as unplaced
  const test = isTestCode(fromFile);
  // a test runs against the assembled app (harness, app.ts, demo accounts), so the app layer is
  // open to it; the layers between its own and the app are not
  if (rank(to) > rank(from) && !(test && to.layer === 'app')) {
    return { rule: 'upward', message: `${from.project} ${from.layer} imports ${to.layer} (a higher layer)` };
  }
  if (
    from.project !== 'shared' &&
    from.layer === 'modules' &&
    to.layer === 'modules' &&
    to.module !== from.module &&
    !isEntry(to.inner) &&
    !(test && isTestKit(to.inner))
  ) {
    return {
      rule: 'module-internals',
      message: `module '${from.module}' reaches into module '${to.module}': import it through its index.ts (tests: testing.ts)`,
    };
  }
  // the platform's areas are entered like modules; inside the platform its areas may share more
  if (from.layer === 'modules' && to.area && !isEntry(to.inner) && !(test && isTestKit(to.inner))) {
    return {
      rule: 'platform-internals',
      message: `module '${from.module}' reaches into platform/${to.area}: import it through its index.ts (tests: testing.ts)`,
    };
  }
  // an index.ts registers its folder's demo seeder beside its routes
  if (isDemo(edge.to) && !isDemo(fromFile) && !test && from.layer !== 'app' && !/\/index\.tsx?$/.test(fromFile)) {
    return { rule: 'demo-in-production', message: 'running code imports demo data (only demo code, seeding, tests and an index may)' };
  }
  return null;
}

/** A file in a project that no layer claims: every new top-level folder must be placed. */
export function unplaced(file) {
  const place = placeOf(file);
  return place !== null && place.layer === null;
}
