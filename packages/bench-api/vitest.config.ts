import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'bench-api', environment: 'node' },
});
