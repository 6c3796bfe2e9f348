'use strict';

const { adminAccountId, adminProjectId, adminRequest, checkedAdminUserId, dataManagementIds, importUsersPath, projectUsersPath } = require('../../../nodes/services/accountAdmin');

const GUID = '2F9E8D7C-6B5A-4E3D-8C1B-0A9F8E7D6C51';

describe('the Account Admin API client', () => {
	test('the account is the hub ID without b., the project its GUID, both in lower case; a team hub or project is refused', () => {
		expect(adminAccountId(`b.${GUID}`)).toBe(GUID.toLowerCase());
		expect(adminAccountId(GUID)).toBe(GUID.toLowerCase());
		expect(() => adminAccountId('a.YnVzaW5lc3M6c2FuZGJveC10ZWFt')).toThrow(expect.objectContaining({ field: 'Account', description: expect.stringMatching(/^Nothing was sent\. Account Admin works on/) }));
		expect(adminProjectId(`B.${GUID}`)).toBe(GUID.toLowerCase());
		expect(() => adminProjectId('a.x')).toThrow(expect.objectContaining({ field: 'Project' }));
	});

	test('User-Id (not x-user-id) goes with changes only; Region is its own header', () => {
		const call = (method) => adminRequest({ method, path: '/p', operation: 'o' }, { userId: 'admin-7', region: 'EMEA' });
		expect(call('POST')).toEqual({ method: 'POST', url: '/p', operation: 'o', query: undefined, body: undefined, headers: { Region: 'EMEA', 'User-Id': 'admin-7' } });
		expect(call('GET').headers).toEqual({ Region: 'EMEA' });
		expect(call('GET').userId).toBeUndefined();
		expect(checkedAdminUserId('  ')).toBeUndefined();
		expect(() => checkedAdminUserId('ada admin')).toThrow(expect.objectContaining({ field: 'Act As User ID' }));
	});

	test('paths, the v2 import, and the ids Data Management takes', () => {
		expect(projectUsersPath('p 1')).toBe('/construction/admin/v1/projects/p%201/users');
		expect(projectUsersPath('p', 'u:1')).toBe('/construction/admin/v1/projects/p/users/u%3A1');
		expect(importUsersPath('p')).toBe('/construction/admin/v2/projects/p/users:import');
		expect(dataManagementIds({ id: 'abc', accountId: GUID.toLowerCase() })).toEqual({ dataManagementProjectId: 'abc', hubId: `b.${GUID.toLowerCase()}` });
	});
});
