import tsconfigPaths from 'vite-tsconfig-paths'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [tsconfigPaths()],
  // Pothos and Yoga load graphql's CommonJS entry; our code must get the very same module.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One Payload per file on its own database; files run one after another to spare a 2-core machine.
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
})
