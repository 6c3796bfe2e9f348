'use strict';

const { issuesApi, ISSUE_TYPES } = require('../../../../nodes/services/issues/request');

const GUID = '4a5b6c7d-1e2f-4a3b-8c4d-5e6f7a8b9c01';

describe('the Issues API client', () => {
	test('the project id is the GUID without b.', () => {
		expect(issuesApi.projectId(`b.${GUID.toUpperCase()}`)).toBe(GUID);
	});

	test('a Fusion Team project is refused in the one wording, with what Issues need', () => {
		expect(() => issuesApi.projectId('a.YnVzaW5lc3M6dGVhbQ')).toThrow(
			'Project must be a Construction Cloud or BIM 360 project ID (b. and the project GUID, or the GUID alone); got "a.YnVzaW5lc3M6dGVhbQ"',
		);
		try {
			issuesApi.projectId('a.x');
		} catch (error) {
			expect(error.description).toBe('Nothing was sent. Issues belong to Autodesk Construction Cloud projects: choose the project from the list, or paste its ID or URL.');
		}
		expect.assertions(2);
	});

	test('a call goes below the project, with the headers and the user given', () => {
		const request = issuesApi.request(
			GUID,
			{ method: 'GET', path: ISSUE_TYPES, operation: 'Get issue types', query: { include: 'subtypes' } },
			{ userId: 'user-7', headers: { 'x-ads-region': 'EMEA' } },
		);
		expect(request).toEqual({
			method: 'GET',
			url: `/construction/issues/v1/projects/${GUID}/issue-types`,
			operation: 'Get issue types',
			query: { include: 'subtypes' },
			body: undefined,
			headers: { 'x-ads-region': 'EMEA' },
			userId: 'user-7',
		});
	});
});
