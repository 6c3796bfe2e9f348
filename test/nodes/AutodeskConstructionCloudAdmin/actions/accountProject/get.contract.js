'use strict';

const { computed, items, locator } = require('../../../../support/contractValues');
const { SEED } = require('../../../../../sandbox/seed/data');
const { HOSPITAL, READ_ROW, inAccount, readme } = require('./projectContract');

const get = (projectId) => inAccount('get', { projectId });

/** Project > Get (an account project), as the suites that cover every operation see it. */
module.exports = {
	label: 'Get account project',
	readme: readme('Get'),
	parameters: get('={{ $json.projectId }}'),
	setup: async () => items({ projectId: HOSPITAL }, { projectId: SEED.projects.hospital }, { projectId: HOSPITAL.toUpperCase() }),
	firstRequest: { method: 'GET', path: '^/construction/admin/v1/projects/[0-9a-fA-F-]{36}$', example: `/construction/admin/v1/projects/${HOSPITAL}`, scopes: READ_ROW },
	badInputs: [
		{ field: 'Project', input: 'a Fusion Team project ID (Account Project)', parameters: get(locator(SEED.projects.bracket)) },
		{ field: 'Project', input: 'empty (Account Project)', parameters: get(computed('')) },
	],
};
