import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SHARED, webTest } from './vitest.config.ts';

// The web test files that mock nothing, sharing one worker's modules (see vitest.config.ts).
export default defineConfig({
  plugins: [react()],
  test: { ...webTest, name: 'web-unit', include: SHARED, isolate: false },
});
