'use strict';

const Sequencer = require('@jest/test-sequencer').default;

/** Jest's own order, except that the e2e project's files come last (after the fast tests). */
class E2eLastSequencer extends Sequencer {
	async sort(tests) {
		const sorted = await super.sort(tests);
		const isE2e = (test) =>
			test.context.config.displayName && test.context.config.displayName.name === 'e2e';
		return [...sorted.filter((test) => !isE2e(test)), ...sorted.filter(isE2e)];
	}
}

module.exports = E2eLastSequencer;
