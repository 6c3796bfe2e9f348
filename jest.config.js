/** @type {import('jest').Config} */
module.exports = {
	testEnvironment: 'node',
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.js'],
	testPathIgnorePatterns: ['/node_modules/', '/test/bench/', '/test/e2e/'],
	moduleFileExtensions: ['ts', 'js', 'json'],
	transform: {
		// Type checking is `npm run build`'s job; tests only need the code transpiled.
		'^.+\\.ts$': ['ts-jest', { tsconfig: { isolatedModules: true, esModuleInterop: true }, diagnostics: false }],
	},
	testTimeout: 30000,
};
