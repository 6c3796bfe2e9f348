'use strict';

const { computed, items, locator } = require('../../../../support/contractValues');
const { IDS, ROOT, WRITE_ROW, onHospital } = require('./issueContract');

const issueCreate = (extra) => onHospital('create', { title: 'Loose cable tray', issueSubtype: locator(IDS.subtypes.defect), status: 'open', ...extra });
const withFields = (additionalFields) => issueCreate({ additionalFields });

/** Issue > Create, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Create issue',
	parameters: issueCreate({ title: '={{ $json.title }}' }),
	setup: async () => items({ title: 'Loose cable tray' }, { title: 'Wet insulation' }, { title: 'Missing fire stop' }),
	firstRequest: {
		method: 'POST',
		path: '^/construction/issues/v1/projects/[0-9a-f-]{36}/issues$',
		example: `${ROOT}/issues`,
		body: { title: 'Scope check', issueSubtypeId: IDS.subtypes.defect, status: 'open' },
		scopes: WRITE_ROW,
	},
	badInputs: [
		{ field: 'Title', input: 'spaces only (Issue > Create)', parameters: issueCreate({ title: '   ' }) },
		{ field: 'Issue Subtype', input: 'empty', parameters: issueCreate({ issueSubtype: locator(computed('')) }) },
		{ field: 'Additional Fields › Assigned To Name or ID', input: 'empty with Assigned To Type', parameters: withFields({ assignedToType: 'company' }) },
		{ field: 'Additional Fields › Longitude', input: 'missing with Latitude', parameters: withFields({ latitude: 47.4 }) },
		{ field: 'Additional Fields › Due Date', input: 'tomorrow', parameters: withFields({ dueDate: computed('tomorrow') }) },
	],
};
