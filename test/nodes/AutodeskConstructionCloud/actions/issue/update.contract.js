'use strict';

const { IDS, ROOT, UPDATE_ROW, onHospital, threeIssues } = require('./issueContract');

const issueUpdate = (updateFields) => onHospital('update', { issueId: IDS.issues.clash, updateFields });

/** Issue > Update, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Update issue',
	parameters: onHospital('update', { issueId: '={{ $json.issueId }}', updateFields: { description: 'Checked on site' } }),
	setup: threeIssues,
	firstRequest: {
		method: 'PATCH',
		path: '^/construction/issues/v1/projects/[0-9a-f-]{36}/issues/[0-9a-f-]{36}$',
		example: `${ROOT}/issues/${IDS.issues.clash}`,
		body: { description: 'Scope check' },
		scopes: UPDATE_ROW,
	},
	badInputs: [
		{ field: 'Update Fields', input: 'nothing added (Issue > Update)', parameters: issueUpdate({}), named: 'Attributes (JSON)' },
		{ field: 'Update Fields › Attributes (JSON)', input: '{"displayId": 7, "title": "x"}', parameters: issueUpdate({ attributes: '{"displayId": 7, "title": "x"}' }) },
		{ field: 'Update Fields › Attributes (JSON)', input: '["title"] (Issue > Update)', parameters: issueUpdate({ attributes: '["title"]' }) },
		{ field: 'Update Fields › Title', input: 'empty', parameters: issueUpdate({ title: '' }) },
	],
};
