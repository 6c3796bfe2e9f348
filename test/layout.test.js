const fs = require('fs');
const os = require('os');
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

/** The file a relative import names, as Node resolves it (the path, with `.js`, or its index.js). */
function resolvedImport(target) {
	return [target, `${target}.js`, path.join(target, 'index.js')].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** Whether `file` imports `target`, itself or through the files it imports by relative paths. */
function reaches(file, target, seen = new Set()) {
	if (file === target) return true;
	if (seen.has(file)) return false;
	seen.add(file);
	return relativeImports(file)
		.map(resolvedImport)
		.some((next) => next !== undefined && reaches(next, target, seen));
}

const ENGINE = path.join(root, 'test', 'support', 'engine.js');

/**
 * The engine test files of operations of `resources` under `testDir` that exist but do not run
 * their operation through n8n's engine: the file must spell out the parameters it runs (its
 * `operation: '<operation>'`) and import test/support/engine.js, itself or through its helpers.
 * Each comes with what it lacks.
 */
function idleOperationTests(resources, testDir) {
	return resources.flatMap((resource) =>
		Object.keys(resource.operations).flatMap((operation) => {
			const file = path.join(testDir, resource.option.value, `${operation}.test.js`);
			if (!fs.existsSync(file)) return [];
			const named = fs.readFileSync(file, 'utf8').includes(`operation: '${operation}'`);
			const lacks = [
				...(named ? [] : [`no parameters with operation: '${operation}'`]),
				...(reaches(file, ENGINE) ? [] : ['no run through test/support/engine.js']),
			];
			return lacks.length ? [`${path.relative(root, file)}: ${lacks.join('; ')}`] : [];
		}),
	);
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

	test("every operation's engine test file runs its operation through n8n's engine", () => {
		const { resources } = require('../nodes/AutodeskAps/actions/resources');
		expect(idleOperationTests(resources, actionTestDir)).toEqual([]);
	});

	test('the check names a file that is empty, and one that names its operation but runs no engine', () => {
		const testDir = fs.mkdtempSync(path.join(os.tmpdir(), 'layout-'));
		try {
			fs.mkdirSync(path.join(testDir, 'hub'));
			fs.writeFileSync(path.join(testDir, 'hub', 'getAll.test.js'), '');
			fs.writeFileSync(path.join(testDir, 'hub', 'archive.test.js'), "test('x', () => expect({ operation: 'archive' }).toBeDefined());\n");
			const resources = [{ option: { value: 'hub' }, operations: { getAll: {}, archive: {} } }];
			expect(idleOperationTests(resources, testDir).map((line) => line.slice(line.indexOf('hub')))).toEqual([
				"hub/getAll.test.js: no parameters with operation: 'getAll'; no run through test/support/engine.js",
				'hub/archive.test.js: no run through test/support/engine.js',
			]);
		} finally {
			fs.rmSync(testDir, { recursive: true, force: true });
		}
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
