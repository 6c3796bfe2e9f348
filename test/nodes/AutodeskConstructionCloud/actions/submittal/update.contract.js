'use strict';

const { IDS, PATH_ROOT, ROOT, WRITE_ROW, onHospital, threeItems } = require('./submittalContract');

const update = (updateFields) => onHospital('update', { itemId: IDS.items.paint, updateFields });

/** Submittal > Update, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Update submittal item',
	parameters: onHospital('update', { itemId: '={{ $json.itemId }}', updateFields: { priority: 'high' } }),
	setup: threeItems,
	firstRequest: { method: 'PATCH', path: `${PATH_ROOT}/items/[0-9a-f-]{36}$`, example: `${ROOT}/items/${IDS.items.paint}`, body: { priority: 'low' }, scopes: WRITE_ROW },
	badInputs: [
		{ field: 'Update Fields', input: 'nothing added (Submittal > Update)', parameters: update({}), named: 'field' },
		{ field: 'Update Fields › Due Date', input: 'next week (Submittal)', parameters: update({ dueDate: 'next week' }) },
	],
};
