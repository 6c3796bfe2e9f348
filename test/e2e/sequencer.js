'use strict';

const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ORDER = ['unit', 'package', 'e2e'];

/**
 * The e2e files that mostly wait (on their own n8n processes, PostgreSQL and Redis, a browser, the
 * try-it workflows), started before every other file so that their waits overlap the unit tests'
 * work: run last, the queue suite alone (390 s, 0.4 of a core) set the end of the whole run, and
 * the try-it file (53 s) the last minute of it.
 */
const FIRST = ['test/e2e/queue/queueMode.test.js', 'test/e2e/editor.test.js', 'test/e2e/tryIt.test.js'];

/**
 * The files that take longest, started first in their project: with no timings from an earlier
 * run (a fresh clone), jest's order is by file size, which could leave one of them running alone
 * at the end.
 */
const LONGEST = [
	'test/nodes/faults.test.js',
	'test/nodes/AutodeskAps/actions/object.test.js',
	'test/nodes/AutodeskModelDerivative/actions/translationJob.test.js',
	'test/nodes/goodRuns.test.js',
];

/**
 * FIRST, then by project: the unit tests, then the package's, then the e2e files, whose n8n is
 * still starting while the others run. Within a project, LONGEST first, then jest's own order
 * (failed first, then slowest first).
 */
class ProjectOrderSequencer extends Sequencer {
	async sort(tests) {
		const sorted = await super.sort(tests);
		const project = (test) => {
			const name = test.context.config.displayName && test.context.config.displayName.name;
			return Math.max(ORDER.indexOf(name), 0);
		};
		const relative = (test) =>
			path.relative(test.context.config.rootDir, test.path).split(path.sep).join('/');
		const rank = (list, test) => {
			const index = list.indexOf(relative(test));
			return index === -1 ? list.length : index;
		};
		const first = (test) => rank(FIRST, test);
		const longest = (test) => rank(LONGEST, test);
		return sorted
			.map((test, index) => ({ test, index }))
			.sort(
				(a, b) =>
					first(a.test) - first(b.test) ||
					project(a.test) - project(b.test) ||
					longest(a.test) - longest(b.test) ||
					a.index - b.index,
			)
			.map(({ test }) => test);
	}
}

module.exports = ProjectOrderSequencer;
