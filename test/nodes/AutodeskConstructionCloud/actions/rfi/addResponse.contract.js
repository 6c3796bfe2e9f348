'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { IDS, PATH_ROOT, ROOT, WRITE_ROW, onHospital } = require('./rfiContract');

/** RFI > Add Response, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Add RFI response',
	parameters: onHospital('addResponse', { rfiId: IDS.rfis.duct, text: '={{ $json.text }}' }),
	setup: async () => items({ text: 'Below the beam' }, { text: 'Above the beam' }, { text: 'Through the web' }),
	firstRequest: { method: 'POST', path: `${PATH_ROOT}/rfis/[0-9a-f-]{36}/responses$`, example: `${ROOT}/rfis/${IDS.rfis.duct}/responses`, body: { text: 'Scope check' }, scopes: WRITE_ROW },
	badInputs: [{ field: 'Response', input: 'empty', parameters: onHospital('addResponse', { rfiId: IDS.rfis.duct, text: computed('') }) }],
};
