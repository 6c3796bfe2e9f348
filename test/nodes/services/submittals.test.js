'use strict';

const { SUBMITTAL_ITEMS, submittalsApi, submittalTransitionPath } = require('../../../nodes/services/submittals');

const GUID = '8c7b6a59-4d3e-4f2a-9b1c-0d9e8f7a6b02';
const ITEM = '3f1c9e2a-7b4d-4e8f-9a0b-1c2d3e4f5a6b';

describe('the Submittals v2 API client', () => {
	test('the project id is the GUID without b., in lower case', () => {
		expect(submittalsApi.projectId(`b.${GUID.toUpperCase()}`)).toBe(GUID);
		expect(submittalsApi.projectId(GUID)).toBe(GUID);
	});

	test('a Fusion Team project is refused, with what submittals need', () => {
		expect.assertions(2);
		try {
			submittalsApi.projectId('a.YnVzaW5lc3M6dGVhbQ');
		} catch (error) {
			expect(error.message).toBe('Project must be a Construction Cloud or BIM 360 project ID (b. and the project GUID, or the GUID alone); got "a.YnVzaW5lc3M6dGVhbQ"');
			expect(error.description).toBe('Nothing was sent. Submittals belong to Autodesk Construction Cloud projects: choose the project from the list, or paste its ID or URL.');
		}
	});

	test('a call goes below /construction/submittals/v2/projects/{project}, with the headers and the user given', () => {
		const request = submittalsApi.request(GUID, { method: 'GET', path: SUBMITTAL_ITEMS, operation: 'Get many submittal items', query: { search: 'paint' } }, { userId: 'user-7', headers: { 'x-ads-region': 'EMEA' } });
		expect(request).toEqual({
			method: 'GET',
			url: `/construction/submittals/v2/projects/${GUID}/items`,
			operation: 'Get many submittal items',
			query: { search: 'paint' },
			body: undefined,
			headers: { 'x-ads-region': 'EMEA' },
			userId: 'user-7',
		});
	});

	test("an item's transition is its path with :transition, the id encoded", () => {
		expect(submittalTransitionPath(ITEM)).toBe(`/items/${ITEM}:transition`);
		expect(submittalTransitionPath('a b')).toBe('/items/a%20b:transition');
	});
});
