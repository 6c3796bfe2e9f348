/** Settings the projects share. */
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
 * Three projects, run in this order (test/e2e/sequencer.js): `unit` (unit, sandbox and engine
 * tests; the fast loop: `npx jest --selectProjects unit`), `package` (the packed package: pack,
 * install, scanner, GitHub workflows; needs `dist`) and `e2e` (a real n8n with the built package;
 * its global setup installs the runtime in the background while the others run and starts the n8n
 * the e2e files share).
 * @type {import('jest').Config}
 */
module.exports = {
	testSequencer: '<rootDir>/test/e2e/sequencer.js',
	testTimeout: 30000,
	// Most tests wait (on sockets, timers, child processes) rather than compute: more workers than
	// cores keep two cores busy. The unit project without faults.test.js on 2 cores shared with
	// other work, two rounds in opposite order: 2 workers 143 s / 69 s, 3 workers 97 s / 62 s,
	// 4 workers 73 s / 70 s, 6 workers 87 s. Each worker more also starves the tests with
	// real-time windows a little more. Three of the workers start with the e2e files that mostly wait
	// (test/e2e/sequencer.js FIRST), so five leave the unit tests two, then more as those end. A full
	// local run on 2 quiet CPUs: 330 s with four workers and two such files, 311 s with five and three
	// (the unit files end at 266-270 s either way: they are CPU-bound).
	maxWorkers: 5,
	// A worker that holds more than this after a test file is replaced by a fresh one. Each file's
	// modules stay in its worker's heap, and a full collection of a grown heap took 2.5 s: the
	// memory test of Object > Upload from a URL (40 of them) took 110 s in the unit project and timed
	// out in CI. With the limit: that test 12 s, the unit project 205 s instead of 305 s (600MB: 245 s).
	workerIdleMemoryLimit: '1GB',
	// test.concurrent tests at once in a file (jest's default is 5). faults.test.js starts its
	// minute-long real-time waits first, which took 4 of 5 slots from its table: alone, at low
	// load, 126 s with 5 and 66 s with 10; the unit project 128 s and 87 s.
	maxConcurrency: 10,
	projects: [
		{
			...shared,
			displayName: 'unit',
			roots: ['<rootDir>/test'],
			// A negated testMatch, not only testPathIgnorePatterns (which a command-line
			// --testPathIgnorePatterns replaces): the unit project never runs the other projects' files.
			testMatch: ['**/*.test.js', '!**/test/e2e/**', '!**/test/package/**'],
			testPathIgnorePatterns: ['/node_modules/', '/test/bench/', '/test/e2e/', '/test/package/'],
			setupFiles: ['<rootDir>/test/support/quietLogs.js'],
		},
		{
			...shared,
			displayName: 'package',
			roots: ['<rootDir>/test/package'],
			setupFiles: ['<rootDir>/test/support/quietLogs.js'],
		},
		{
			...shared,
			displayName: 'e2e',
			roots: ['<rootDir>/test/e2e'],
			globalSetup: '<rootDir>/test/e2e/globalSetup.js',
			globalTeardown: '<rootDir>/test/e2e/globalTeardown.js',
			// Longer timeouts for this project only (jest's testTimeout is global).
			setupFilesAfterEnv: ['<rootDir>/test/e2e/timeouts.js'],
		},
	],
};
