const fs = require('fs');
const os = require('os');
const path = require('path');

const root = path.join(__dirname, '..');
const triggerDirs = ['AutodeskApsTrigger', 'AutodeskConstructionCloudTrigger'].map((folder) => path.join(root, 'nodes', folder));
const frameworkDir = path.join(root, 'nodes', 'framework');
const sharedDir = path.join(root, 'nodes', 'shared');
const { ACTION_NODES } = require('./support/actionNodes');
const actionDirs = ACTION_NODES.map(({ folder }) => path.join(root, 'nodes', folder));

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
 * The engine test file of every operation of `resources` (actions/<resource>/<operation>.engine.js
 * under `testDir`) that does not exist, as a path from the project's root.
 */
function missingOperationTests(resources, testDir) {
	return resources
		.flatMap((resource) => Object.keys(resource.operations).map((operation) => path.join(testDir, resource.option.value, `${operation}.engine.js`)))
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

/** The TypeScript file a relative import of a source file names (`<path>.ts` or its index.ts). */
function resolvedSource(target) {
	return [`${target}.ts`, path.join(target, 'index.ts')].find((candidate) => fs.existsSync(candidate));
}

/**
 * The files `file` imports by relative paths, itself and through the files they import: every
 * source file it depends on.
 */
function sourceReach(file, seen = new Set()) {
	if (seen.has(file)) return seen;
	seen.add(file);
	for (const next of relativeImports(file).map(resolvedSource)) {
		if (next !== undefined) sourceReach(next, seen);
	}
	return seen;
}

const inside = (file, dir) => file.startsWith(dir + path.sep);

/**
 * The resource folders (`actions/<resource>/`) that the files `from` reach, directly or through
 * other files, other than the one `own` names for each: `file -> folder`.
 */
function resourceReaches(files, resourceDirs, own = () => undefined) {
	return files.flatMap((file) => {
		const reached = [...sourceReach(file)];
		return resourceDirs
			.filter((dir) => dir !== own(file) && reached.some((target) => inside(target, dir)))
			.map((dir) => `${path.relative(root, file)} -> ${path.relative(root, dir)}`);
	});
}

/** The imports of the files of `fromDir` into `nodesDir` outside the `allowed` folders, as `file -> import`. */
function importsOutside(fromDir, nodesDir, allowed) {
	return sourceFiles(fromDir).flatMap((file) =>
		relativeImports(file)
			.filter((target) => inside(target, nodesDir) && !allowed.some((dir) => inside(target, dir)))
			.map((target) => `${path.relative(root, file)} -> ${path.relative(root, target)}`),
	);
}

/** The folders of nodes/ that hold a node: the ones with an actions/ or a methods/ folder. */
function nodeFolders(nodesDir) {
	return fs
		.readdirSync(nodesDir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => path.join(nodesDir, entry.name))
		.filter((dir) => fs.existsSync(path.join(dir, 'actions')) || fs.existsSync(path.join(dir, 'methods')));
}

/** The resource folders of a node folder's actions/. */
function resourceFolders(nodeDir) {
	const actionsDir = path.join(nodeDir, 'actions');
	if (!fs.existsSync(actionsDir)) return [];
	return fs
		.readdirSync(actionsDir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => path.join(actionsDir, entry.name));
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
			const file = path.join(testDir, resource.option.value, `${operation}.engine.js`);
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

const ENGINE_FILES = path.join(root, 'test', 'support', 'engineFiles.js');

/**
 * What keeps the engine tests of a node's resources (`testDir`: test/nodes/<Node>/actions) from
 * running in their resource's jest file: a resource folder with `.engine.js` files and no
 * `<resource>.test.js` beside it running them (describeEngineFiles), a `.test.js` in a
 * resource folder that runs the engine (a jest file of its own, which loads n8n-core again), and
 * an engine file that calls jest.mock (the files before it have loaded the node: its mock would
 * reach only its own requires).
 */
function unrunEngineFiles(testDir) {
	const folders = fs
		.readdirSync(testDir, { withFileTypes: true })
		.filter((entry) => entry.isDirectory())
		.map((entry) => path.join(testDir, entry.name));
	return folders.flatMap((folder) => {
		const names = fs.readdirSync(folder);
		const runner = `${folder}.test.js`;
		const ungrouped = names.some((name) => name.endsWith('.engine.js')) && !(fs.existsSync(runner) && reaches(runner, ENGINE_FILES));
		return [
			...(ungrouped ? [`${path.relative(root, runner)}: missing, or it does not run ${path.basename(folder)}/*.engine.js (describeEngineFiles)`] : []),
			...names
				.filter((name) => name.endsWith('.test.js') && reaches(path.join(folder, name), ENGINE))
				.map((name) => `${path.relative(root, path.join(folder, name))}: runs the engine: name it .engine.js`),
			...names
				.filter((name) => name.endsWith('.engine.js') && /\bjest\.mock\(/.test(fs.readFileSync(path.join(folder, name), 'utf8')))
				.map((name) => `${path.relative(root, path.join(folder, name))}: jest.mock comes too late in an engine file: mock in ${path.basename(runner)}`),
		];
	});
}

const actionTestDir = path.join(root, 'test', 'nodes', 'AutodeskAps', 'actions');

describe('layout', () => {
	test('no trigger file imports from an action node (what both use lives in nodes/shared or nodes/services)', () => {
		expect(triggerDirs.flatMap((triggerDir) => actionDirs.flatMap((actionDir) => importsInto(triggerDir, actionDir)))).toEqual([]);
	});

	test('the check sees an import into a folder when there is one', () => {
		// Every action node imports from nodes/shared, so the same check run the other way finds it.
		for (const actionDir of actionDirs) expect(importsInto(actionDir, sharedDir).length).toBeGreaterThan(0);
	});

	test('no file in nodes/shared imports from a node or from the framework', () => {
		expect([...actionDirs, ...triggerDirs, frameworkDir].flatMap((dir) => importsInto(sharedDir, dir))).toEqual([]);
	});

	test('the framework imports from no node: each node hands it its resources', () => {
		expect([...actionDirs, ...triggerDirs].flatMap((dir) => importsInto(frameworkDir, dir))).toEqual([]);
	});

	test('no action node imports from another (what two share lives in nodes/framework or nodes/services)', () => {
		const crossings = actionDirs.flatMap((from) => actionDirs.filter((into) => into !== from).flatMap((into) => importsInto(from, into)));
		expect(crossings).toEqual([]);
	});

	test('every operation of each action node has its own engine test file: the list names each file to add', () => {
		expect(ACTION_NODES.flatMap(({ resources, testDir }) => missingOperationTests(resources, testDir))).toEqual([]);
	});

	test('the check names the file an operation lacks', () => {
		const resources = [{ option: { value: 'hub' }, operations: { getAll: {}, archive: {} } }];
		expect(missingOperationTests(resources, actionTestDir)).toEqual([path.join('test', 'nodes', 'AutodeskAps', 'actions', 'hub', 'archive.engine.js')]);
	});

	test("every resource's engine files run in its one jest file (<resource>.test.js)", () => {
		expect(ACTION_NODES.flatMap(({ testDir }) => unrunEngineFiles(testDir))).toEqual([]);
	});

	test('the check names a resource folder without its jest file, and an engine test named .test.js', () => {
		const testDir = fs.mkdtempSync(path.join(os.tmpdir(), 'layout-'));
		try {
			fs.mkdirSync(path.join(testDir, 'hub'));
			fs.writeFileSync(path.join(testDir, 'hub', 'getAll.engine.js'), '');
			fs.writeFileSync(path.join(testDir, 'hub', 'archive.test.js'), `require(${JSON.stringify(path.relative(path.join(testDir, 'hub'), ENGINE))});\n`);
			fs.writeFileSync(path.join(testDir, 'hub', 'wait.engine.js'), "jest.mock('n8n-workflow');\n");
			expect(unrunEngineFiles(testDir).map((line) => line.slice(line.indexOf('hub')))).toEqual([
				'hub.test.js: missing, or it does not run hub/*.engine.js (describeEngineFiles)',
				'hub/archive.test.js: runs the engine: name it .engine.js',
				'hub/wait.engine.js: jest.mock comes too late in an engine file: mock in hub.test.js',
			]);
		} finally {
			fs.rmSync(testDir, { recursive: true, force: true });
		}
	});

	test("every operation's engine test file runs its operation through n8n's engine", () => {
		expect(ACTION_NODES.flatMap(({ resources, testDir }) => idleOperationTests(resources, testDir))).toEqual([]);
	});

	test('the check names a file that is empty, and one that names its operation but runs no engine', () => {
		const testDir = fs.mkdtempSync(path.join(os.tmpdir(), 'layout-'));
		try {
			fs.mkdirSync(path.join(testDir, 'hub'));
			fs.writeFileSync(path.join(testDir, 'hub', 'getAll.engine.js'), '');
			fs.writeFileSync(path.join(testDir, 'hub', 'archive.engine.js'), "test('x', () => expect({ operation: 'archive' }).toBeDefined());\n");
			const resources = [{ option: { value: 'hub' }, operations: { getAll: {}, archive: {} } }];
			expect(idleOperationTests(resources, testDir).map((line) => line.slice(line.indexOf('hub')))).toEqual([
				"hub/getAll.engine.js: no parameters with operation: 'getAll'; no run through test/support/engine.js",
				'hub/archive.engine.js: no run through test/support/engine.js',
			]);
		} finally {
			fs.rmSync(testDir, { recursive: true, force: true });
		}
	});
});

describe('resource folders of the action nodes', () => {
	const resourceDirs = actionDirs.flatMap((actionDir) => {
		const actionsDir = path.join(actionDir, 'actions');
		return fs
			.readdirSync(actionsDir, { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => path.join(actionsDir, entry.name));
	});

	test('no resource folder imports from another (what two share lives in actions/, nodes/framework or nodes/services)', () => {
		const crossings = resourceDirs.flatMap((from) =>
			resourceDirs.filter((into) => into !== from).flatMap((into) => importsInto(from, into)),
		);
		expect(crossings).toEqual([]);
	});

	test('the check sees an import from a resource folder when there is one', () => {
		// Every resource folder imports the framework's operation types, which the same check finds.
		expect(resourceDirs.length).toBeGreaterThan(5);
		for (const from of resourceDirs) {
			expect(importsInto(from, path.join(frameworkDir, 'operation')).length).toBeGreaterThan(0);
		}
	});
});

describe('service clients, list searches and operations', () => {
	const nodesDir = path.join(root, 'nodes');
	const servicesDir = path.join(nodesDir, 'services');
	const nodeDirs = nodeFolders(nodesDir);
	const resourceDirs = nodeDirs.flatMap(resourceFolders);
	const listSearches = nodeDirs.flatMap((dir) => (fs.existsSync(path.join(dir, 'methods')) ? sourceFiles(path.join(dir, 'methods')) : []));
	const operations = resourceDirs.flatMap((dir) => sourceFiles(dir).filter((file) => file.endsWith('.operation.ts')));

	test('nodes/services imports only from nodes/shared and nodes/services, never from a node folder', () => {
		expect(importsOutside(servicesDir, nodesDir, [servicesDir, path.join(nodesDir, 'shared')])).toEqual([]);
	});

	test('no list search (methods/) reaches into a resource folder: service conventions come from nodes/services', () => {
		expect(listSearches.length).toBeGreaterThan(5);
		expect(resourceReaches(listSearches, resourceDirs)).toEqual([]);
	});

	test('no operation reaches into a resource folder other than its own', () => {
		expect(operations.length).toBeGreaterThan(50);
		const own = (file) => resourceDirs.find((dir) => inside(file, dir));
		expect(resourceReaches(operations, resourceDirs, own)).toEqual([]);
	});

	test("each APS API's paths are written in its client in nodes/services, nowhere else in nodes/", () => {
		const apiPath = /['`]\/(data|project|oss|modelderivative|webhooks|construction|bim360|authentication|aec|data-connector)\/v\d/;
		const written = sourceFiles(nodesDir)
			.filter((file) => !inside(file, servicesDir))
			.flatMap((file) =>
				fs
					.readFileSync(file, 'utf8')
					.split('\n')
					.map((line, index) => ({ line, at: `${path.relative(root, file)}:${index + 1}` }))
					.filter(({ line }) => apiPath.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line)),
			)
			.map(({ at }) => at);
		expect(written).toEqual([]);
		expect(apiPath.test("url: apsPath`/data/v1/projects/${projectId}/items`,")).toBe(true);
	});

	test('the checks see a reach into a resource folder, through a file between, and a service importing a node', () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layout-'));
		try {
			const node = path.join(dir, 'nodes', 'Node');
			fs.mkdirSync(path.join(node, 'methods'), { recursive: true });
			fs.mkdirSync(path.join(node, 'actions', 'issue'), { recursive: true });
			fs.mkdirSync(path.join(node, 'actions', 'hub'), { recursive: true });
			fs.writeFileSync(path.join(node, 'actions', 'issue', 'request.ts'), 'export const issues = 1;\n');
			fs.writeFileSync(path.join(node, 'actions', 'between.ts'), "export { issues } from './issue/request';\n");
			fs.writeFileSync(path.join(node, 'methods', 'issueSearch.ts'), "import { issues } from '../actions/between';\n");
			fs.writeFileSync(path.join(node, 'actions', 'hub', 'getAll.operation.ts'), "import { issues } from '../issue/request';\n");
			fs.writeFileSync(path.join(node, 'actions', 'issue', 'get.operation.ts'), "import { issues } from './request';\n");
			const dirs = nodeFolders(path.join(dir, 'nodes')).flatMap(resourceFolders);
			const found = (lines) => lines.map((line) => line.split(' -> ').map((side) => path.relative(path.join(dir, 'nodes'), path.resolve(root, side))).join(' -> '));
			const issueDir = path.join('Node', 'actions', 'issue');
			expect(found(resourceReaches([path.join(node, 'methods', 'issueSearch.ts')], dirs))).toEqual([`${path.join('Node', 'methods', 'issueSearch.ts')} -> ${issueDir}`]);
			const operationFiles = dirs.flatMap((folder) => sourceFiles(folder).filter((file) => file.endsWith('.operation.ts')));
			const own = (file) => dirs.find((folder) => inside(file, folder));
			expect(found(resourceReaches(operationFiles, dirs, own))).toEqual([`${path.join('Node', 'actions', 'hub', 'getAll.operation.ts')} -> ${issueDir}`]);
			const services = path.join(dir, 'nodes', 'services');
			fs.mkdirSync(services);
			fs.writeFileSync(path.join(services, 'issues.ts'), "import { issues } from '../Node/actions/issue/request';\n");
			expect(found(importsOutside(services, path.join(dir, 'nodes'), [services]))).toEqual([`${path.join('services', 'issues.ts')} -> ${path.join('Node', 'actions', 'issue', 'request')}`]);
		} finally {
			fs.rmSync(dir, { recursive: true, force: true });
		}
	});
});
