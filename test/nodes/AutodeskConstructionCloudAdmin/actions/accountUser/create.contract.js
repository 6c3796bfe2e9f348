'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { USERS, USERS_PATH, WRITE_ROW, inAccount } = require('./accountUserContract');

const create = (extra = {}) => inAccount('create', { email: '={{ $json.email }}', ...extra });

/** Account User > Create, as the suites that cover every operation see it. */
module.exports = {
	label: 'Create account user',
	parameters: create(),
	setup: async () => items({ email: 'one@harbor.example' }, { email: 'two@harbor.example' }, { email: 'three@harbor.example' }),
	firstRequest: { method: 'POST', path: `${USERS_PATH}$`, example: USERS, body: { email: 'scope.check@harbor.example' }, scopes: WRITE_ROW },
	badInputs: [{ field: 'Email', input: 'not an address (Account User)', parameters: create({ email: computed('x at y') }) }],
};
