'use strict';

const { BASE, BASE_PATH, READ_ROW, SEEDED_JOB_ID, inAccount } = require('../extractionContract');

const download = (extra = {}) => inAccount('dataFile', 'download', { jobId: SEEDED_JOB_ID, fileSelection: 'one', fileName: 'issues_issues.csv', output: 'binary', ...extra });

/** Extracted Data > Download, as the suites that cover every operation see it. */
module.exports = {
	label: 'Get extracted file URL',
	parameters: download(),
	firstRequest: { method: 'GET', path: `${BASE_PATH}/jobs/[0-9a-f-]{36}/data/[^/]+$`, example: `${BASE}/jobs/${SEEDED_JOB_ID}/data/issues_issues.csv`, scopes: READ_ROW },
	signed: [{ method: 'GET', path: '^/s3/data-connector/' }],
	badInputs: [
		{ field: 'File Name', input: 'a path (Extracted Data)', parameters: download({ fileName: '../requests' }) },
		{ field: 'File Names', input: 'empty', parameters: download({ fileSelection: 'several', fileNames: ' , ' }) },
		{ field: 'Output', input: 'Rows of the ZIP', parameters: download({ fileSelection: 'zip', output: 'rows' }) },
	],
};
