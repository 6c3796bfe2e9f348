'use strict';

const { SEED, locator, requests, run, useSandbox } = require('../../../../support/data');
const { DOCS_SEED } = require('../../../../../sandbox/seed/docs');
const { addDefinition } = require('../../../../../sandbox/routes/docs/state');

const TOWER = SEED.projects.tower;
const A = DOCS_SEED.attributes;
const DEFINITIONS = /^\/bim360\/docs\/v1\/projects\/[^/]+\/folders\/[^/]+\/custom-attribute-definitions$/;

describe('folder getAttributeDefinitions through the n8n engine', () => {
	const sandbox = useSandbox();

	const definitions = (extra = {}) => ({
		resource: 'folder',
		operation: 'getAttributeDefinitions',
		projectId: locator(TOWER),
		folderId: locator(SEED.folders.towerArchitecture),
		returnAll: true,
		...extra,
	});

	test("one item per definition of the folder (and the folders above it), the project id without 'b.'", async () => {
		const { items, error } = await run(sandbox, definitions());
		expect(error).toBeUndefined();
		expect(items.map((item) => item.json)).toEqual([
			{ id: A.towerDiscipline, name: 'Discipline', type: 'array', arrayValues: ['Architecture', 'Structure', 'MEP', 'Civil'] },
			{ id: A.towerStatus, name: 'Status', type: 'array', arrayValues: ['WIP', 'Shared', 'Published', 'Archived'] },
			{ id: A.towerRevision, name: 'Revision', type: 'string' },
			{ id: A.towerIssueDate, name: 'Issue Date', type: 'date' },
			{ id: A.towerDrawingNumber, name: 'Drawing Number', type: 'string' },
		]);
		expect(items.every((item) => item.pairedItem.item === 0)).toBe(true);
		const [entry] = requests(sandbox, DEFINITIONS, 'GET');
		expect(entry.path).toBe(`/bim360/docs/v1/projects/${TOWER.slice(2)}/folders/${encodeURIComponent(SEED.folders.towerArchitecture)}/custom-attribute-definitions`);
		expect(entry.query).toEqual({ limit: '200', offset: '0' });
	});

	test('Return All pages by offset; a Limit asks for no more than it needs', async () => {
		const folder = sandbox.ctx.state.data.folders.get(SEED.folders.towerStructure);
		for (let n = 1; n <= 250; n++) {
			addDefinition(sandbox.ctx.state.docs, { projectId: TOWER, folderId: folder.id, name: `Field ${n}`, type: 'string' });
		}
		const all = await run(sandbox, definitions({ folderId: locator(SEED.folders.towerStructure) }));
		expect(all.error).toBeUndefined();
		expect(all.items).toHaveLength(254);
		expect(all.items.at(-1).json.name).toBe('Field 250');
		expect(requests(sandbox, DEFINITIONS, 'GET').map((entry) => entry.query)).toEqual([
			{ limit: '200', offset: '0' },
			{ limit: '200', offset: '200' },
		]);

		sandbox.ctx.log.clear();
		const some = await run(sandbox, definitions({ folderId: locator(SEED.folders.towerStructure), returnAll: false, limit: 3 }));
		expect(some.items.map((item) => item.json.name)).toEqual(['Discipline', 'Status', 'Revision']);
		expect(requests(sandbox, DEFINITIONS, 'GET').map((entry) => entry.query)).toEqual([{ limit: '3', offset: '0' }]);
	});

	test('Continue On Fail: a folder the user may not read is an error item with the service message; the others go on', async () => {
		const { items, error } = await run(
			sandbox,
			definitions({ folderId: locator('={{ $json.folder }}'), options: { userId: SEED.users.member } }),
			{
				continueOnFail: true,
				items: [{ json: { folder: SEED.folders.towerArchitecture } }, { json: { folder: SEED.folders.towerProjectFiles } }],
			},
		);
		expect(error).toBeUndefined();
		expect(items.filter((item) => item.pairedItem.item === 0)).toHaveLength(5);
		const [failed] = items.filter((item) => item.pairedItem.item === 1);
		expect(failed.json).toMatchObject({ httpCode: '403' });
		expect(failed.json.error).toMatch(/^Get attribute definitions failed: User user-member has no read permission on folder Project Files/);
	});
});
