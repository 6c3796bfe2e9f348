'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { PATH_ROOT, ROOT, WRITE_ROW, onHospital } = require('./submittalContract');

const createSpec = (extra) => onHospital('createSpec', { identifier: '096813', title: 'Tile Carpeting', ...extra });

/** Submittal > Create Spec, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Create submittal spec',
	parameters: createSpec({ identifier: '={{ $json.identifier }}' }),
	setup: async () => items({ identifier: '096813' }, { identifier: '096814' }, { identifier: '096815' }),
	firstRequest: { method: 'POST', path: `${PATH_ROOT}/specs$`, example: `${ROOT}/specs`, body: { identifier: '096816', title: 'Carpet' }, scopes: WRITE_ROW },
	badInputs: [{ field: 'Identifier', input: 'spaces only (Create Spec)', parameters: createSpec({ identifier: computed('  ') }) }],
};
