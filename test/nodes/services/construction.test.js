'use strict';

const { constructionProjectId, projectUsersRequest } = require('../../../nodes/services/construction');

const GUID = '4A5B6C7D-1E2F-4A3B-8C4D-5E6F7A8B9C01';

describe('what the ACC APIs share', () => {
	test('the project id is the GUID without b., in lower case as the ACC APIs show it', () => {
		expect(constructionProjectId(`b.${GUID}`, {})).toBe(GUID.toLowerCase());
		expect(constructionProjectId(GUID, {})).toBe(GUID.toLowerCase());
	});

	test('a project of another hub kind is refused with the advice of the API that asked', () => {
		expect(() => constructionProjectId('a.YnVzaW5lc3M6dGVhbQ', { then: 'RFIs belong to Construction Cloud.' })).toThrow(
			expect.objectContaining({ field: 'Project', description: 'Nothing was sent. RFIs belong to Construction Cloud.' }),
		);
	});

	test("Account Admin lists a project's users below the project, acting for the user given", () => {
		expect(projectUsersRequest('p 1', 'user-7')).toEqual({
			method: 'GET',
			url: '/construction/admin/v1/projects/p%201/users',
			operation: 'List project users',
			userId: 'user-7',
		});
	});
});
