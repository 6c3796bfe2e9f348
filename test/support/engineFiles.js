'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * The engine tests of one resource (`<operation>.engine.js` and topic files beside them in
 * `folder`) as one jest file, each file in a describe block named after it: jest loads n8n-core,
 * n8n-workflow and the nodes once for all of them instead of once a file, which cost some 1.1 s of
 * CPU a file (156 files: 240 CPU-s apart, 61 CPU-s in their 25 resource files). Run one file's
 * tests with `-t '^<name> '`, for example `npx jest test/nodes/AutodeskAps/actions/item.test.js
 * -t '^upload '`.
 */
function describeEngineFiles(folder) {
	const files = fs
		.readdirSync(folder)
		.filter((name) => name.endsWith('.engine.js'))
		.sort();
	if (!files.length) throw new Error(`no .engine.js files in ${folder}`);
	for (const file of files) {
		describe(path.basename(file, '.engine.js'), () => {
			require(path.join(folder, file));
		});
	}
}

module.exports = { describeEngineFiles };
