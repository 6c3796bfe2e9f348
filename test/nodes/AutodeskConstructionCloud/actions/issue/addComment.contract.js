'use strict';

const { computed, items } = require('../../../../support/contractValues');
const { IDS, ROOT, WRITE_ROW, onHospital } = require('./issueContract');

const comment = (body) => onHospital('addComment', { issueId: IDS.issues.clash, body });

/** Issue > Add Comment, as the suites that cover every operation see it (test/support/contracts.js). */
module.exports = {
	label: 'Add issue comment',
	parameters: onHospital('addComment', { issueId: IDS.issues.clash, body: '={{ $json.text }}' }),
	setup: async () => items({ text: 'Mechanical to reroute.' }, { text: 'Rerouted.' }, { text: 'Checked.' }),
	firstRequest: {
		method: 'POST',
		path: '^/construction/issues/v1/projects/[0-9a-f-]{36}/issues/[0-9a-f-]{36}/comments$',
		example: `${ROOT}/issues/${IDS.issues.clash}/comments`,
		body: { body: 'Scope check' },
		scopes: WRITE_ROW,
	},
	badInputs: [
		{ field: 'Comment', input: 'empty', parameters: comment(computed('')) },
		{ field: 'Comment', input: '10,001 characters', parameters: comment('x'.repeat(10_001)) },
	],
};
