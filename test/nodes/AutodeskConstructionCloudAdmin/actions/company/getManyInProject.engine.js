'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { ACCOUNT, HOSPITAL, SEED, runAdmin, locator } = require('../adminSandbox');

const inProject = (extra) => ({ resource: 'company', operation: 'getManyInProject', hubId: locator(SEED.hubs.acc), projectId: locator(SEED.projects.hospital), returnAll: true, ...extra });

describe('company getManyInProject through the n8n engine', () => {
	const sandbox = useSandbox();

	test("a project's companies, the project sent without b.", async () => {
		const run = await runAdmin(sandbox, inProject());
		expect(run.error).toBeUndefined();
		expect(run.items.map((item) => item.json.project_id)).toEqual([HOSPITAL, HOSPITAL]);
		expect(run.items[0].json).toHaveProperty('member_group_id');
		expect(sandbox.ctx.log.find({ method: 'GET', path: `/hq/v1/accounts/${ACCOUNT}/projects/${HOSPITAL}/companies` })).toHaveLength(1);
	});

	test('a project of another account is a 404; an account that is not Construction Cloud is refused before sending', async () => {
		const other = await runAdmin(sandbox, inProject({ projectId: locator(SEED.projects.tower) }));
		expect(other.error.httpCode).toBe('404');
		const bad = await runAdmin(sandbox, inProject({ hubId: locator('a.YnVzaW5lc3M6c2FuZGJveC10ZWFt') }));
		expect(bad.error.message).toMatch(/^Account must be a Construction Cloud account/);
	});
});
