'use strict';

/**
 * `node summarizeProfile.js <file.cpuprofile> [top]`: where a CPU profile's time went. Prints the
 * profiled wall time, the share idle, in garbage collection and in the program, then the
 * functions with the most self time and the files (packages) with the most self time.
 */

const fs = require('node:fs');

function place(frame) {
	const url = frame.url || '(native)';
	const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
	if (packaged) return `${packaged[1]}/${packaged[2]}`;
	return url.replace(/^file:\/\//, '');
}

function main() {
	const [file, topText] = process.argv.slice(2);
	const top = Number(topText) || 25;
	const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
	const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
	const selfUs = new Map();
	for (let index = 0; index < profile.samples.length; index++) {
		const id = profile.samples[index];
		selfUs.set(id, (selfUs.get(id) || 0) + (profile.timeDeltas[index] || 0));
	}
	const totalUs = profile.endTime - profile.startTime;
	const byFunction = new Map();
	const byFile = new Map();
	const special = { '(idle)': 0, '(garbage collector)': 0, '(program)': 0 };
	for (const [id, us] of selfUs) {
		const { callFrame } = nodes.get(id);
		if (callFrame.functionName in special) {
			special[callFrame.functionName] += us;
			continue;
		}
		const where = place(callFrame);
		const name = `${callFrame.functionName || '(anonymous)'} ${where}:${callFrame.lineNumber + 1}`;
		byFunction.set(name, (byFunction.get(name) || 0) + us);
		byFile.set(where, (byFile.get(where) || 0) + us);
	}
	const ms = (us) => (us / 1000).toFixed(0).padStart(7);
	const share = (us) => `${((100 * us) / totalUs).toFixed(1).padStart(5)}%`;
	console.log(`profiled ${ms(totalUs)} ms`);
	for (const [name, us] of Object.entries(special)) console.log(`${ms(us)} ms ${share(us)}  ${name}`);
	const list = (title, map) => {
		console.log(`\n${title}`);
		for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
			console.log(`${ms(us)} ms ${share(us)}  ${name}`);
		}
	};
	list('Self time by function', byFunction);
	list('Self time by file', byFile);
}

main();
