/** Settings both projects share. */
const shared = {
	testEnvironment: 'node',
	testMatch: ['**/*.test.js'],
	moduleFileExtensions: ['ts', 'js', 'json'],
	transform: {
		// Type checking is `npm run build`'s job; tests only need the code transpiled.
		'^.+\\.ts$': [
			'ts-jest',
			{ tsconfig: { isolatedModules: true, esModuleInterop: true }, diagnostics: false },
		],
	},
};

/**
 * Two projects: `unit` (unit, sandbox and engine tests; fast) and `e2e` (a real n8n process with
 * the built package; its runtime comes from test/e2e/install-runtime.js). The sequencer runs the
 * e2e files after the others. `npx jest --selectProjects unit` runs only the fast ones.
 * @type {import('jest').Config}
 */
module.exports = {
	testSequencer: '<rootDir>/test/e2e/sequencer.js',
	testTimeout: 30000,
	projects: [
		{
			...shared,
			displayName: 'unit',
			roots: ['<rootDir>/test'],
			// A negated testMatch, not only testPathIgnorePatterns (which a command-line
			// --testPathIgnorePatterns replaces): the unit project never runs the e2e files.
			testMatch: ['**/*.test.js', '!**/test/e2e/**'],
			testPathIgnorePatterns: ['/node_modules/', '/test/bench/', '/test/e2e/'],
			setupFiles: ['<rootDir>/test/support/quietLogs.js'],
		},
		{
			...shared,
			displayName: 'e2e',
			roots: ['<rootDir>/test/e2e'],
			// Longer timeouts for this project only (jest's testTimeout is global).
			setupFilesAfterEnv: ['<rootDir>/test/e2e/timeouts.js'],
		},
	],
};
