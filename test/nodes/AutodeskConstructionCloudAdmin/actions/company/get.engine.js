'use strict';

const { useSandbox } = require('../../../../support/sandbox');
const { SEED, runAdmin, locator } = require('../adminSandbox');
const { DIRECTORY } = require('../../../../../sandbox/seed/projectDirectory');

const get = (companyId) => ({ resource: 'company', operation: 'get', hubId: locator(SEED.hubs.acc), companyId });

describe('company get through the n8n engine', () => {
	const sandbox = useSandbox();

	test('one company by its ID; an ID the account does not have is a 404; a name is refused before sending', async () => {
		const run = await runAdmin(sandbox, get(DIRECTORY.companies.architects));
		expect(run.items).toEqual([{ json: expect.objectContaining({ id: DIRECTORY.companies.architects, name: 'Sandbox Architects', trade: 'Architecture' }), pairedItem: { item: 0 } }]);
		const missing = await runAdmin(sandbox, get('00000000-0000-4000-8000-000000000000'));
		expect(missing.error.httpCode).toBe('404');
		const bad = await runAdmin(sandbox, get('Sandbox Builders'));
		expect(bad.error.message).toBe('Company must be an ID (a UUID); got "Sandbox Builders"');
		expect(sandbox.ctx.log.find({ method: 'GET', path: /\/companies\// })).toHaveLength(2);
	});
});
