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
          // One Payload per file. On SQLite each file has a database file of its own, so two files run side by
          // side: a file waits mostly on its imports and migrations, and the suite took twice as long one file at a
          // time on a 2-core machine (12.5 → 6.3 min). On PostgreSQL the files share one database, and some count
          // a whole table (the outbox) around their own writes: one at a time there.
          fileParallelism: !/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? ''),
          maxWorkers: 2,
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
