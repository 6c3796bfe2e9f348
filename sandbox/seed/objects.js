'use strict';

/**
 * OSS objects the sandbox holds at start and after reset, so that translation jobs on them find
 * their source (the service answers 400 for a source object that does not exist). Bucket key ->
 * object keys; the buckets belong to the sandbox's seed application.
 */
const SEEDED_OBJECTS = {
	b: ['a.rvt', 'bracket.ipt', 'fail-a.rvt', 'fine.rvt', 'house.rvt', 'one.rvt', 'two.rvt', 'three.rvt', '??>>~~.dwg', 'slow.rvt', 'wait.rvt', 'model.rvt', 'fail-model.rvt', 'timeout-model.rvt'],
	bucket: ['a.rvt', 'b.rvt', 'c.rvt', 'bracket.f3d', 'bracket.ipt', 'fail.rvt', 'house.rvt', 'large-plant.ipt', 'model.rvt', 'only-obj.ipt', 'other.rvt', 'plain.rvt', 'quiet.rvt', 'tower.rvt', 'eu-only.rvt', 'fail-model.rvt', 'timeout-model.rvt'],
	'sandbox-bucket': [
		'house.rvt', 'tower.rvt', 'bracket.f3d', 'bracket.ipt', 'fail-part.ipt', 'large-plant.ipt', 'never.ipt',
		...Array.from({ length: 10 }, (_, index) => `nightly-${index}.ipt`),
		...Array.from({ length: 10 }, (_, index) => `part-${index}.ipt`),
		...['ok-a', 'fail-b', 'fail-c', 'ok-c', 'slow-d', 'ok-e', 'r-a', 'r-b', 'r-c', 'fault-one', 'fault-two', 'fault-three'].map((name) => `${name}.ipt`),
		...['fault-one', 'fault-two', 'fault-three', 'job-one', 'job-two', 'job-three'].map((name) => `${name}.rvt`),
	],
};

const SEED_OWNER = 'sandbox-seed';

module.exports = { SEEDED_OBJECTS, SEED_OWNER };
