// A Vitest reporter for `npm test`: each test file's whole cost (environment, imports, hooks and
// tests), which the JSON report lacks (its times span the tests only), written for the slowest-files list.
import fs from 'node:fs';
import path from 'node:path';

export default class FileTimes {
  onInit(vitest) {
    this.root = vitest.config.root;
    // npm test runs the browser files in a Vitest of their own beside the others: each names its
    // file (--outputFile.fileTimes=…)
    this.out = vitest.config.outputFile?.fileTimes;
  }

  onTestRunEnd(testModules) {
    // A worker that does not isolate its files sets its environment (jsdom) up once but reports
    // that one setup's time on every file it runs after: count it for the first of them only.
    const environments = new Set();
    const environmentOnce = (m, ms) => {
      if (m.project.config.isolate !== false || ms === 0) return ms;
      const key = `${m.project.name} ${ms}`;
      if (environments.has(key)) return 0;
      environments.add(key);
      return ms;
    };
    const files = testModules.map((m) => {
      const d = m.diagnostic();
      const environment = environmentOnce(m, d.environmentSetupDuration);
      const ms = environment + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration;
      return { file: path.relative(this.root, m.moduleId), project: m.project.name, ms: Math.round(ms), tests: Math.round(d.duration) };
    });
    const out = this.out ?? path.join(this.root, 'test-results/file-times.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(files, null, 1)}\n`);
  }
}
