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

test('trying it is two plain commands', () => {
	expect(commandsUnder('Try it')).toEqual(['npm install', 'npm start']);
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
