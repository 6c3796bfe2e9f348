'use strict';

const { rfisApi, RFI_SEARCH } = require('../../../nodes/services/rfis');

const GUID = '8c7b6a59-4d3e-4f2a-9b1c-0d9e8f7a6b02';

describe('the RFIs v3 API client', () => {
	test('the project id is the GUID without b., in lower case', () => {
		expect(rfisApi.projectId(`b.${GUID.toUpperCase()}`)).toBe(GUID);
		expect(rfisApi.projectId(GUID)).toBe(GUID);
	});

	test('a Fusion Team project is refused, with what RFIs need', () => {
		expect.assertions(2);
		try {
			rfisApi.projectId('a.YnVzaW5lc3M6dGVhbQ');
		} catch (error) {
			expect(error.message).toBe('Project must be a Construction Cloud or BIM 360 project ID (b. and the project GUID, or the GUID alone); got "a.YnVzaW5lc3M6dGVhbQ"');
			expect(error.description).toBe('Nothing was sent. RFIs belong to Autodesk Construction Cloud projects: choose the project from the list, or paste its ID or URL.');
		}
	});

	test('a call goes below /construction/rfis/v3/projects/{project}, with the headers and the user given', () => {
		const request = rfisApi.request(GUID, { method: 'POST', path: RFI_SEARCH, operation: 'Get many RFIs', body: { search: 'duct' } }, { userId: 'user-7', headers: { 'x-ads-region': 'EMEA' } });
		expect(request).toEqual({
			method: 'POST',
			url: `/construction/rfis/v3/projects/${GUID}/search:rfis`,
			operation: 'Get many RFIs',
			query: undefined,
			body: { search: 'duct' },
			headers: { 'x-ads-region': 'EMEA' },
			userId: 'user-7',
		});
	});
});
