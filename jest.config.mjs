/** Jest: unit tests (pure functions) and integration tests (real PostgreSQL via the Payload local API). */
const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // @swc/jest, with JSON imports given the attribute Node's ESM loader wants (tests/helpers/jest-transform.mjs).
  transform: { '^.+\\.(t|j)sx?$': '<rootDir>/tests/helpers/jest-transform.mjs' },
  moduleNameMapper: {
    '^@payload-config$': '<rootDir>/payload.config.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@collections/(.*)$': '<rootDir>/collections/$1',
    '^@tests/(.*)$': '<rootDir>/tests/$1',
    '^@scripts/(.*)$': '<rootDir>/scripts/$1',
  },
  transformIgnorePatterns: ['/node_modules/'],
  // Jest's file map covers only the code: not node_modules, the builds (.next, .next-test) or .data, which it
  // would otherwise crawl and scan on each cold start (about 3 CPU-seconds a run). payload.config.ts, at the
  // top, is still loaded through the mapping above.
  roots: ['<rootDir>/src', '<rootDir>/collections', '<rootDir>/tests', '<rootDir>/scripts'],
}

const config = {
  // Integration tests talk to a real PostgreSQL and SMTP server, and `npm test` runs them at a lower priority
  // beside the browser tests (scripts/test.mjs): give them room on a 2-core machine.
  testTimeout: 120_000,
  projects: [
    { ...shared, displayName: 'unit', testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'] },
    {
      ...shared,
      displayName: 'int',
      testMatch: ['<rootDir>/tests/int/**/*.int.test.ts'],
      globalSetup: '<rootDir>/tests/helpers/jest-global-setup.mjs',
      setupFiles: ['<rootDir>/tests/helpers/jest-worker-env.mjs', '<rootDir>/tests/helpers/jest-async-storage.mjs'],
      globalTeardown: '<rootDir>/tests/helpers/jest-global-teardown.mjs',
    },
  ],
}

export default config
