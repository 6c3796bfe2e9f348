'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, SEED, issueParameters, issueRequests, runIssue } = require('./issueSandbox');

describe('issue getRootCauses through the n8n engine', () => {
	const sandbox = useSandbox();

	test('getRootCauses: the categories with their root causes', async () => {
		const { items, error } = await runIssue(sandbox, issueParameters({ operation: 'getRootCauses' }), { userId: SEED.users.inspector });
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.json.title, item.json.rootCauses.map((cause) => cause.id)])).toEqual([
			['Communication', [IDS.rootCauses.coordination, IDS.rootCauses.missingDrawings]],
			['Design', [IDS.rootCauses.designError]],
		]);
		expect(issueRequests(sandbox, '/issue-root-cause-categories', 'GET').map((entry) => entry.query)).toEqual([{ include: 'rootcauses', limit: '100', offset: '0' }]);
	});

	test('Continue On Fail: each item reads its own project; a user outside it is refused with advice', async () => {
		const { items, error } = await runIssue(sandbox, issueParameters({ operation: 'getRootCauses' }), { userId: SEED.users.viewer, continueOnFail: true, items: [{ json: {} }, { json: {} }] });
		expect(error).toBeUndefined();
		expect(items.map((item) => [item.pairedItem.item, item.json.httpCode])).toEqual([
			[0, '403'],
			[1, '403'],
		]);
	});
});
