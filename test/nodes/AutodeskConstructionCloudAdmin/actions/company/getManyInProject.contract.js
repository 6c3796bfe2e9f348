'use strict';

const { SEED } = require('../../../../../sandbox/seed/data');
const { computed, locator } = require('../../../../support/contractValues');
const { ACCOUNT, READ_ROW, inAccount } = require('./companyContract');

const HOSPITAL = SEED.projects.hospital.slice(2);
const inProject = (extra = {}) => inAccount('getManyInProject', { projectId: locator(SEED.projects.hospital), returnAll: true, ...extra });

/** Company > Get Many in Project, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get many companies in project',
	parameters: inProject(),
	firstRequest: {
		method: 'GET',
		path: '^/hq/v1/accounts/[0-9a-f-]{36}/projects/[0-9a-f-]{36}/companies$',
		example: `/hq/v1/accounts/${ACCOUNT}/projects/${HOSPITAL}/companies`,
		scopes: READ_ROW,
	},
	badInputs: [{ field: 'Limit', input: '0 (Get Many in Project)', parameters: inProject({ returnAll: false, limit: computed(0) }) }],
};
