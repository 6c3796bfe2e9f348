'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { IDS, PATH_ROOT, ROOT, WRITE_ROW, onHospital } = require('./rfiContract');

const rfiComment = (body) => onHospital('addComment', { rfiId: IDS.rfis.duct, body });

/** RFI > Add Comment, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Add RFI comment',
	parameters: onHospital('addComment', { rfiId: '={{ $json.rfiId }}', body: '={{ $json.body }}' }),
	setup: async () => items({ rfiId: IDS.rfis.duct, body: 'Checked' }, { rfiId: IDS.rfis.slab, body: 'Agreed' }, { rfiId: IDS.rfis.door, body: 'Noted' }),
	firstRequest: { method: 'POST', path: `${PATH_ROOT}/rfis/[0-9a-f-]{36}/comments$`, example: `${ROOT}/rfis/${IDS.rfis.duct}/comments`, body: { body: 'Scope check' }, scopes: WRITE_ROW },
	badInputs: [
		{ field: 'Comment', input: 'empty (RFI)', parameters: rfiComment(computed('')) },
		{ field: 'Comment', input: '10,001 characters (RFI)', parameters: rfiComment('x'.repeat(10_001)) },
	],
};
