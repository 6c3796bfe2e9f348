'use strict';

const { round, rotated } = require('./stats');

/**
 * Runs every contender once to warm up, then `runs` runs: in each, the groups in their order (a
 * later group may read what an earlier one stored), the contenders of a group in a rotated order.
 * A contender is { key, run() } and its run answers a sample of numbers. Answers the samples by key.
 */
async function sampleRuns(groups, runs, log) {
	const contenders = groups.flat();
	for (const contender of contenders) await contender.run();
	const samples = Object.fromEntries(contenders.map((contender) => [contender.key, []]));
	for (let run = 0; run < runs; run++) {
		for (const contender of groups.flatMap((group) => rotated(group, run))) {
			const sample = await contender.run();
			samples[contender.key].push(sample);
			const shown = Object.entries(sample).map(([name, value]) => [name, round(value)]);
			log(`  run ${run + 1}/${runs} ${contender.key}: ${JSON.stringify(Object.fromEntries(shown))}`);
		}
	}
	return samples;
}

module.exports = { sampleRuns };
