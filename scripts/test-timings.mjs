// A Vitest reporter for `npm test`: each test file's whole cost (environment, imports, hooks and
// tests), which the JSON report lacks (its times span the tests only), written for the slowest-files list.
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimes {
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((m) => {
      const d = m.diagnostic();
      const ms = d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      return { file: path.relative(this.root, m.moduleId), project: m.project.name, ms: Math.round(ms), tests: Math.round(d.duration) };
    });
    const out = path.join(this.root, 'test-results/file-times.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(files, null, 1)}\n`);
  }
}
