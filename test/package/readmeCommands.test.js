const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const readme = read('README.md');

/** The lines of the first `sh` block after a heading that starts with `heading`. */
function commandsUnder(heading) {
	const start = readme.indexOf(`\n## ${heading}`);
	expect(start).toBeGreaterThan(-1);
	const block = readme.slice(start).match(/```sh\n([\s\S]*?)```/);
	return block[1].trim().split('\n');
}

test("the quick start is three lines: a clone of the package's repository, then two plain commands", () => {
	const { repository } = JSON.parse(read('package.json'));
	const url = repository.url.replace(/^git\+/, '');
	const folder = path.basename(url, '.git');
	expect(commandsUnder('Quick start')).toEqual([`git clone ${url} && cd ${folder}`, 'npm install', 'npm start']);
});

test('the README stays short: at most 350 lines, a table of contents near the top', () => {
	const lines = readme.split('\n');
	expect(lines.length).toBeLessThanOrEqual(350);
	expect(lines.findIndex((line) => line === '## Contents')).toBeLessThan(60);
});

test('CI runs the README\'s install and test commands, nothing hidden', () => {
	const commands = commandsUnder('Develop and test');
	expect(commands).toEqual(['npm install', 'npm test']);
	const lastLine = read('.ci/run').trim().split('\n').at(-1);
	expect(lastLine).toBe(commands.join(' && '));
});

test('no lifecycle script is skipped by the .npmrc that turns install scripts off', () => {
	expect(read('.npmrc')).toMatch(/^ignore-scripts=true$/m);
	const { scripts } = JSON.parse(read('package.json'));
	const hooks = Object.keys(scripts).filter((name) => /^(pre|post)/.test(name));
	expect(hooks).toEqual([]);
});
