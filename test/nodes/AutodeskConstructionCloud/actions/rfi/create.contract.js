'use strict';

const { computed, items, locator } = require('../../../../support/contractValues');
const { PATH_ROOT, ROOT, WRITE_ROW, onHospital } = require('./rfiContract');

const rfiCreate = (extra) => onHospital('create', { title: 'Beam penetration', ...extra });
const withFields = (additionalFields) => rfiCreate({ additionalFields });

/** RFI > Create, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Create RFI',
	parameters: rfiCreate({ title: '={{ $json.title }}' }),
	setup: async () => items({ title: 'Beam penetration' }, { title: 'Slab opening' }, { title: 'Door swing' }),
	firstRequest: { method: 'POST', path: `${PATH_ROOT}/rfis$`, example: `${ROOT}/rfis`, body: { title: 'Scope check', status: 'draft' }, scopes: WRITE_ROW },
	badInputs: [
		{ field: 'Title', input: 'spaces only (RFI > Create)', parameters: rfiCreate({ title: '   ' }) },
		{ field: 'Additional Fields › Due Date', input: 'soon (RFI)', parameters: withFields({ dueDate: computed('soon') }) },
		{ field: 'Additional Fields › RFI Type', input: 'its name (General)', parameters: withFields({ rfiType: locator('General') }) },
	],
};
