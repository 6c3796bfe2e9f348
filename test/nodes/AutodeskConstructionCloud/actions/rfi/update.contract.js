'use strict';

const { IDS, PATH_ROOT, ROOT, WRITE_ROW, onHospital, threeRfis } = require('./rfiContract');

const rfiUpdate = (updateFields) => onHospital('update', { rfiId: IDS.rfis.duct, updateFields });

/** RFI > Update, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Update RFI',
	parameters: onHospital('update', { rfiId: '={{ $json.rfiId }}', updateFields: { priority: 'high' } }),
	setup: threeRfis,
	firstRequest: { method: 'PATCH', path: `${PATH_ROOT}/rfis/[0-9a-f-]{36}$`, example: `${ROOT}/rfis/${IDS.rfis.door}`, body: { priority: 'low' }, scopes: WRITE_ROW },
	badInputs: [
		{ field: 'Update Fields', input: 'nothing added (RFI > Update)', parameters: rfiUpdate({}), named: 'Status' },
		{ field: 'Update Fields › Title', input: 'spaces only (RFI)', parameters: rfiUpdate({ title: '  ' }) },
	],
};
