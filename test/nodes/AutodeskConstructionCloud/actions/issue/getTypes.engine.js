'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, issueParameters, issueRequests, locator, runIssue } = require('./issueSandbox');

describe('issue getTypes through the n8n engine', () => {
	const sandbox = useSandbox();

	test('getTypes: every type with its subtypes; Active Only asks the service for the active ones', async () => {
		const all = await runIssue(sandbox, issueParameters({ operation: 'getTypes' }));
		expect(all.error).toBeUndefined();
		expect(all.items.map((item) => [item.json.title, item.json.subtypes.map((subtype) => subtype.title)])).toEqual([
			['Design', ['Design clash', 'Missing information']],
			['Safety', ['Fall hazard', 'Personal protective equipment']],
			['Quality', ['Defect']],
			['Legacy', ['Legacy item']],
		]);
		expect(all.items[0].json.subtypes[0]).toMatchObject({ id: IDS.subtypes.designClash, issueTypeId: IDS.types.design, code: 'DCL' });
		const active = await runIssue(sandbox, issueParameters({ operation: 'getTypes', activeOnly: true }));
		expect(active.items.map((item) => item.json.title)).toEqual(['Design', 'Safety', 'Quality']);
		expect(issueRequests(sandbox, '/issue-types', 'GET').map((entry) => entry.query)).toEqual([
			{ include: 'subtypes', limit: '100', offset: '0' },
			{ include: 'subtypes', 'filter[isActive]': 'true', limit: '100', offset: '0' },
		]);
	});

	test("Continue On Fail: a b. project ID typed with its GUID works, a BIM 360 project is the service's 404", async () => {
		const { items, error } = await runIssue(sandbox, issueParameters({ operation: 'getTypes', projectId: locator('={{ $json.project }}') }), {
			continueOnFail: true,
			items: [{ json: { project: SEED.projects.tower } }, { json: { project: SEED.projects.hospital.slice(2).toUpperCase() } }],
		});
		expect(error).toBeUndefined();
		expect(items[0]).toMatchObject({ json: { httpCode: '404' }, pairedItem: { item: 0 } });
		expect(items.slice(1).map((item) => [item.pairedItem.item, item.json.title])).toEqual([
			[1, 'Design'],
			[1, 'Safety'],
			[1, 'Quality'],
			[1, 'Legacy'],
		]);
	});
});
