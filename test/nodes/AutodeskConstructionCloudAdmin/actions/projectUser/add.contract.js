'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { DOCS, USERS, USERS_PATH, WRITE_ROW, onHospital } = require('./projectUserContract');

const add = (extra = {}) => onHospital('add', { email: '={{ $json.email }}', products: DOCS, ...extra });

/** Project User > Add, as the suites that cover every operation see it. */
module.exports = {
	label: 'Add project user',
	parameters: add(),
	setup: async () => items({ email: 'contract.one@harbor.example' }, { email: 'contract.two@harbor.example' }, { email: 'contract.three@harbor.example' }),
	firstRequest: { method: 'POST', path: `${USERS_PATH}$`, example: USERS, body: { email: 'scope.check@harbor.example', products: [{ key: 'docs', access: 'member' }] }, scopes: WRITE_ROW },
	badInputs: [
		{ field: 'Email', input: 'not an address', parameters: add({ email: 'x at y' }) },
		{ field: 'Products', input: 'none', parameters: add({ email: 'x@y.example', products: {} }) },
		{ field: 'Role IDs', input: 'a name, not an ID', parameters: add({ email: 'x@y.example', roleIds: 'Architect' }) },
	],
};
