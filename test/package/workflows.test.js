'use strict';

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** The GitHub workflows: valid for actionlint, and doing what README and RELEASING.md promise. */

const root = path.resolve(__dirname, '../..');
const workflows = path.join(root, '.github/workflows');
const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
const pkg = JSON.parse(read('package.json'));

function actionlint(files) {
	const out = execFileSync(process.execPath, [path.join(__dirname, 'actionlint.js'), ...files], { cwd: root });
	return JSON.parse(out.toString());
}

/** The commands of a workflow's `run:` steps, in order. */
function runCommands(text) {
	return [...text.matchAll(/^\s+(?:- )?run: (.+)$/gm)].map((match) => match[1]);
}

const ci = read('.github/workflows/ci.yml');
const publish = read('.github/workflows/publish.yml');

describe('actionlint', () => {
	let tmp;
	beforeAll(() => {
		tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'aps-workflows-'));
	});
	afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

	test('finds nothing in the workflows, and finds a broken permission and runner in a copy', () => {
		const files = fs.readdirSync(workflows).map((name) => path.join(workflows, name));
		expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(['ci.yml', 'publish.yml']));

		const broken = path.join(tmp, 'publish.yml');
		fs.writeFileSync(broken, publish.replace('id-token: write', 'id-token: writ').replace('ubuntu-latest', 'ubuntu-lates'));

		const findings = actionlint([...files, broken]);
		expect(findings.filter((finding) => finding.file !== broken)).toEqual([]);
		expect(findings.map((finding) => finding.kind).sort()).toEqual(['permissions', 'runner-label']);
	}, 120000); // about 5 s of CPU to compile actionlint's WebAssembly; longer on a busy machine
});

describe('ci.yml', () => {
	test('runs on every push and pull request', () => {
		expect(ci).toMatch(/^on:\n {2}push:\n {2}pull_request:\n\n/m);
	});

	test("runs the README's test command on Ubuntu with the Node.js major of engines", () => {
		const readmeCommands = read('README.md').match(/Install and test from a clean clone[^`]*```sh\n([^`]+)\n```/)[1];
		expect(runCommands(ci)).toEqual([readmeCommands.split('\n').join(' && ')]);
		expect(ci).toMatch(/^ {4}runs-on: ubuntu-latest$/m);
		expect(ci).toMatch(/^ {10}node-version: (\d+)$/m);
		expect(`>=${ci.match(/node-version: (\d+)/)[1]}`).toBe(pkg.engines.node);
	});
});

describe('publish.yml', () => {
	test('runs on a version tag only', () => {
		expect(publish).toMatch(/^on:\n {2}push:\n {4}tags:\n {6}- 'v\*\.\*\.\*'\n\n/m);
	});

	test('may mint an OIDC token for provenance and only read the repository', () => {
		expect(publish).toMatch(/^ {4}permissions:\n(?: {6}#.*\n)* {6}id-token: write\n {6}contents: read\n/m);
		expect(publish).toMatch(/^permissions:\n {2}contents: read\n/m);
	});

	test('builds, lints and tests before it publishes with provenance, from the registry npm trusts', () => {
		const commands = runCommands(publish);
		const at = (pattern) => commands.findIndex((command) => pattern.test(command));
		const order = [/^npm ci$/, /^npm run build$/, /^npm run lint$/, /npx jest$/, /^npm publish /].map(at);
		expect(order.every((index) => index >= 0)).toBe(true);
		expect([...order].sort((a, b) => a - b)).toEqual(order);
		expect(commands.at(-1)).toBe('npm publish --provenance --access public');
		expect(publish).toMatch(/^ {10}registry-url: https:\/\/registry\.npmjs\.org$/m);
	});

	test('refuses a tag that is not the package version', () => {
		expect(runCommands(publish)).toContain(
			'test "${GITHUB_REF_NAME}" = "v$(node -p "require(\'./package.json\').version")"',
		);
	});
});
