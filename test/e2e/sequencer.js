'use strict';

const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ORDER = ['unit', 'package', 'e2e'];

/**
 * The files that take longest, started first in their project: with no timings from an earlier
 * run (a fresh clone), jest's order is by file size, which could leave one of them running alone
 * at the end.
 */
const LONGEST = [
	'test/nodes/faults.test.js',
	'test/e2e/queue/queueMode.test.js',
	'test/e2e/editor.test.js',
];

/**
 * By project: the unit tests, then the package's, then the e2e files, whose n8n is still starting
 * while the others run. Within a project, LONGEST first, then jest's own order (failed first,
 * then slowest first).
 */
class ProjectOrderSequencer extends Sequencer {
	async sort(tests) {
		const sorted = await super.sort(tests);
		const project = (test) => {
			const name = test.context.config.displayName && test.context.config.displayName.name;
			return Math.max(ORDER.indexOf(name), 0);
		};
		const longest = (test) => {
			const relative = path
				.relative(test.context.config.rootDir, test.path)
				.split(path.sep)
				.join('/');
			const index = LONGEST.indexOf(relative);
			return index === -1 ? LONGEST.length : index;
		};
		return sorted
			.map((test, index) => ({ test, index }))
			.sort(
				(a, b) =>
					project(a.test) - project(b.test) ||
					longest(a.test) - longest(b.test) ||
					a.index - b.index,
			)
			.map(({ test }) => test);
	}
}

module.exports = ProjectOrderSequencer;
