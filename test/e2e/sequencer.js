'use strict';

const Sequencer = require('@jest/test-sequencer').default;

const ORDER = ['unit', 'package', 'e2e'];

/**
 * Jest's own order (within a project: failed first, then slowest first) by project: the unit
 * tests, then the package's, then the e2e files, whose n8n is still starting while the others run.
 */
class ProjectOrderSequencer extends Sequencer {
	async sort(tests) {
		const sorted = await super.sort(tests);
		const rank = (test) => {
			const name = test.context.config.displayName && test.context.config.displayName.name;
			const index = ORDER.indexOf(name);
			return index === -1 ? 0 : index;
		};
		return sorted
			.map((test, index) => ({ test, index }))
			.sort((a, b) => rank(a.test) - rank(b.test) || a.index - b.index)
			.map(({ test }) => test);
	}
}

module.exports = ProjectOrderSequencer;
