const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const triggerDir = path.join(root, 'nodes', 'AutodeskApsTrigger');
const actionDir = path.join(root, 'nodes', 'AutodeskAps');

function sourceFiles(dir) {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(dir, entry.name);
		if (entry.isDirectory()) return sourceFiles(full);
		return entry.name.endsWith('.ts') ? [full] : [];
	});
}

/** The files a source file imports by a relative path, resolved to absolute paths. */
function relativeImports(file) {
	const text = fs.readFileSync(file, 'utf8');
	const specifiers = [...text.matchAll(/(?:from|import|require\()\s*['"](\.[^'"]+)['"]/g)];
	return specifiers.map((match) => path.resolve(path.dirname(file), match[1]));
}

/** The files of `fromDir` that import something inside `intoDir`, as `file -> import`. */
function importsInto(fromDir, intoDir) {
	return sourceFiles(fromDir).flatMap((file) =>
		relativeImports(file)
			.filter((target) => target === intoDir || target.startsWith(intoDir + path.sep))
			.map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`),
	);
}

/**
 * The engine test file of every operation of `resources` (actions/<resource>/<operation>.test.js
 * under `testDir`) that does not exist, as a path from the project's root.
 */
function missingOperationTests(resources, testDir) {
	return resources
		.flatMap((resource) => Object.keys(resource.operations).map((operation) => path.join(testDir, resource.option.value, `${operation}.test.js`)))
		.filter((file) => !fs.existsSync(file))
		.map((file) => path.relative(root, file));
}

const actionTestDir = path.join(root, 'test', 'nodes', 'AutodeskAps', 'actions');

describe('layout', () => {
	test('no trigger file imports from the action node (what both use lives in nodes/shared)', () => {
		expect(importsInto(triggerDir, actionDir)).toEqual([]);
	});

	test('the check sees an import into the action node when there is one', () => {
		// The action node imports from nodes/shared, so the same check run the other way finds it.
		expect(importsInto(actionDir, path.join(root, 'nodes', 'shared')).length).toBeGreaterThan(0);
	});

	test('no file in nodes/shared imports from either node', () => {
		const shared = path.join(root, 'nodes', 'shared');
		expect([...importsInto(shared, actionDir), ...importsInto(shared, triggerDir)]).toEqual([]);
	});

	test('every operation of the action node has its own engine test file: the list names each file to add', () => {
		const { resources } = require('../nodes/AutodeskAps/actions/resources');
		expect(missingOperationTests(resources, actionTestDir)).toEqual([]);
	});

	test('the check names the file an operation lacks', () => {
		const resources = [{ option: { value: 'hub' }, operations: { getAll: {}, archive: {} } }];
		expect(missingOperationTests(resources, actionTestDir)).toEqual([path.join('test', 'nodes', 'AutodeskAps', 'actions', 'hub', 'archive.test.js')]);
	});
});

describe('resource folders of the action node', () => {
	const actionsDir = path.join(actionDir, 'actions');
	const resourceDirs = fs
		.readdirSync(actionsDir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => path.join(actionsDir, entry.name));

	test('no resource folder imports from another (what two share lives in actions/ or nodes/shared)', () => {
		const crossings = resourceDirs.flatMap((from) =>
			resourceDirs.filter((into) => into !== from).flatMap((into) => importsInto(from, into)),
		);
		expect(crossings).toEqual([]);
	});

	test('the check sees an import from a resource folder when there is one', () => {
		// Every resource folder imports from actions/ (common.ts), which the same check finds.
		expect(resourceDirs.length).toBeGreaterThan(5);
		for (const from of resourceDirs) {
			expect(importsInto(from, path.join(actionsDir, 'common')).length).toBeGreaterThan(0);
		}
	});
});
