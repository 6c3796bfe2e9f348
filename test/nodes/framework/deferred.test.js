'use strict';

const { concurrencyLimiter, defer, isDeferred } = require('../../../nodes/framework/deferred');

/** A task that stays open until `finish()`; `started` tells whether the limiter let it run. */
function openTask() {
	const task = { started: false };
	task.promise = new Promise((resolve) => {
		task.finish = resolve;
	});
	task.run = () => {
		task.started = true;
		return task.promise;
	};
	return task;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

test('runs at most the limit at once, the rest in the order they came', async () => {
	const limit = concurrencyLimiter(4);
	const tasks = Array.from({ length: 10 }, openTask);
	const results = tasks.map((task, index) => limit(task.run).then(() => index));
	await settle();
	expect(tasks.map((task) => task.started)).toEqual([true, true, true, true, false, false, false, false, false, false]);
	tasks[2].finish();
	await settle();
	expect(tasks.filter((task) => task.started)).toHaveLength(5);
	expect(tasks[4].started).toBe(true);
	// A newcomer does not jump the queue, nor take a place a finished task handed on.
	const late = openTask();
	const lateResult = limit(late.run);
	tasks[0].finish();
	await settle();
	expect(tasks[5].started).toBe(true);
	expect(late.started).toBe(false);
	expect(tasks.filter((task) => task.started && task !== tasks[0] && task !== tasks[2])).toHaveLength(4);
	for (const task of tasks) task.finish();
	late.finish();
	expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
	await lateResult;
	expect(late.started).toBe(true);
});

test('a failing task frees its place', async () => {
	const limit = concurrencyLimiter(1);
	await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
	await expect(limit(() => Promise.resolve('next'))).resolves.toBe('next');
});

test('a deferred part is recognised as such, and plain results are not', () => {
	expect(isDeferred(defer(async () => []))).toBe(true);
	expect(isDeferred([{ json: {} }])).toBe(false);
	expect(isDeferred(undefined)).toBe(false);
});
