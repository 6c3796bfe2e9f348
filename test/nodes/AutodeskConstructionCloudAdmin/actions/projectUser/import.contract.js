'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { DOCS, HOSPITAL, READ_ROW, USERS, USERS_PATH, WRITE_ROW, onHospital } = require('./projectUserContract');

const importing = (extra = {}) => onHospital('import', { email: '={{ $json.email }}', products: DOCS, ...extra });

/** Three items into three ACC projects: each its own import call, as the suites ask of each item. */
async function threeProjects(sandbox) {
	const [, second, third] = sandbox.ctx.state.data.hubs.get(SEED.hubs.acc).projects;
	return items(
		{ email: 'bulk.one@harbor.example', project: HOSPITAL },
		{ email: 'bulk.two@harbor.example', project: second.guid },
		{ email: 'bulk.three@harbor.example', project: third.guid },
	);
}

/** Project User > Import, as the suites that cover every operation see it. */
module.exports = {
	label: 'Import project users',
	parameters: importing({ projectId: { __rl: true, mode: 'id', value: '={{ $json.project }}' } }),
	setup: threeProjects,
	firstRequest: {
		method: 'POST',
		path: '^/construction/admin/v2/projects/[0-9a-f-]{36}/users:import$',
		example: `/construction/admin/v2/projects/${HOSPITAL}/users:import`,
		body: { users: [{ email: 'scope.check@harbor.example', products: [{ key: 'docs', access: 'member' }] }] },
		scopes: WRITE_ROW,
	},
	laterRequests: [{ method: 'GET', path: `${USERS_PATH}$`, example: USERS, scopes: READ_ROW }],
	badInputs: [{ field: 'Email', input: 'empty (Import)', parameters: importing({ email: computed('') }) }],
};
