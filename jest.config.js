/** One jest run for the whole workspace: node tests (*.test.ts) and component tests (*.test.tsx, jsdom). */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, importAttributes: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.m?js$': swc },
  // pg-boss, d3 and their dependencies ship as ES modules only: compiled like our own code.
  transformIgnorePatterns: [
    '/node_modules/(?!(\\.pnpm/)?(pg-boss|serialize-error|non-error|rrule-temporal|cron-parser|luxon|@js-temporal|d3-[a-z-]+|internmap)[@/])',
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/e2e/(?!partner-service/)'],
  moduleNameMapper: { '\\.css$': '<rootDir>/shared/build/src/styleMock.js' },
};
module.exports = {
  // Integration tests start a database and seed it with argon2-hashed users.
  testTimeout: 30000,
  projects: [
    { ...common, displayName: 'node', testEnvironment: 'node', testMatch: ['<rootDir>/**/*.test.ts'] },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/shared/build/src/jestSetupDom.ts'],
    },
  ],
};
