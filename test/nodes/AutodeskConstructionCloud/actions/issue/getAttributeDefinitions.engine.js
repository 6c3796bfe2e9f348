'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { IDS, issueParameters, issueRequests, runIssue } = require('./issueSandbox');

describe('issue getAttributeDefinitions through the n8n engine', () => {
	const sandbox = useSandbox();

	test('getAttributeDefinitions: every custom attribute, or those of the chosen data types, a list with its options', async () => {
		const all = await runIssue(sandbox, issueParameters({ operation: 'getAttributeDefinitions' }));
		expect(all.error).toBeUndefined();
		expect(all.items.map((item) => [item.json.title, item.json.dataType])).toEqual([
			['Priority', 'list'],
			['Trade', 'text'],
			['Cost impact', 'numeric'],
			['Site notes', 'paragraph'],
		]);
		const lists = await runIssue(sandbox, issueParameters({ operation: 'getAttributeDefinitions', dataTypes: ['list', 'numeric'] }));
		expect(lists.items.map((item) => item.json.id)).toEqual([IDS.attributes.priority, IDS.attributes.costImpact]);
		expect(lists.items[0].json.metadata.list.options.map((option) => option.value)).toEqual(['High', 'Medium', 'Low']);
		expect(issueRequests(sandbox, '/issue-attribute-definitions', 'GET').map((entry) => entry.query['filter[dataType]'])).toEqual([undefined, 'list,numeric']);
	});

	test('Continue On Fail: a failed read stays with its item', async () => {
		const { items, error } = await runIssue(sandbox, issueParameters({ operation: 'getAttributeDefinitions', options: { region: '={{ $json.region }}' } }), {
			continueOnFail: true,
			items: [{ json: { region: 'MARS' } }, { json: { region: 'EMEA' } }],
		});
		expect(error).toBeUndefined();
		expect(items[0]).toMatchObject({ json: { httpCode: '400', error: expect.stringMatching(/x-ads-region/) }, pairedItem: { item: 0 } });
		expect(items.slice(1)).toHaveLength(4);
		expect(issueRequests(sandbox, '/issue-attribute-definitions', 'GET').map((entry) => entry.headers['x-ads-region'])).toEqual(['MARS', 'EMEA']);
	});
});
