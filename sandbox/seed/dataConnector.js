'use strict';

/**
 * Seed of the Data Connector API (the reference pages `data-connector/v1/accounts/{accountId}/...`):
 * its service groups and schedule values, and one saved request of the ACC account's admin with a
 * completed job, whose extract (a CSV file a service group, a README and the ZIP of them all) is
 * generated from fixed rows, the same bytes every run.
 */

const { SEED_TIME } = require('./data');

/** The service groups a request names (the Field Guide's list and the groups added since). */
const SERVICE_GROUPS = ['admin', 'activities', 'assets', 'checklists', 'cost', 'dailylogs', 'forms', 'issues', 'locations', 'meetingminutes', 'photos', 'relationships', 'reviews', 'rfis', 'schedule', 'sheets', 'submittals', 'transmittals'];

/** `scheduleInterval`: once, or recurring by day, week, month or year. */
const SCHEDULE_INTERVALS = ['ONE_TIME', 'DAY', 'WEEK', 'MONTH', 'YEAR'];

/** `dateRange`: the predefined data timeframes, and CUSTOM (startDate and endDate as given). */
const DATE_RANGES = ['TODAY', 'YESTERDAY', 'PAST_7_DAYS', 'MONTH_TO_DATE', 'LAST_MONTH', 'CUSTOM'];

/** `projectStatus`: every project of the account, or the active ones only. */
const PROJECT_STATUSES = ['all', 'active'];

/** Projects at most in one request's `projectIdList`. */
const MAX_PROJECTS = 50;

/** How long the signed URL of an extract file works. */
const SIGNED_URL_SECONDS = 60;

/** A new job is queued this long, then runs this long before it completes. */
const QUEUED_MS = 1000;
const RUNNING_MS = 2000;

const SEEDED_REQUEST_ID = 'd0c0ffee-0000-4000-8000-000000000001';
const SEEDED_JOB_ID = 'd0c0ffee-0000-4000-8000-0000000000a1';

/** The name of the ZIP of a whole extract. */
const ZIP_NAME = 'autodesk_data_extract.zip';

/** The columns of each service group's table (one CSV file a group). */
const TABLES = {
	issues: { file: 'issues_issues.csv', columns: ['id', 'display_id', 'title', 'status', 'created_at'] },
	rfis: { file: 'rfis_rfis.csv', columns: ['id', 'custom_identifier', 'title', 'status', 'created_at'] },
	admin: { file: 'admin_projects.csv', columns: ['id', 'job_number', 'name', 'status', 'created_at'] },
};

const STATUSES = ['open', 'answered', 'closed'];

/** The fixed rows of a group's table: `count` rows, one with a comma, quotes and a line break. */
function tableRows(group, count, seedTime = SEED_TIME) {
	const rows = [];
	for (let index = 0; index < count; index++) {
		const id = `${group.slice(0, 3)}-${String(index + 1).padStart(4, '0')}`;
		const title = index === 1 ? 'Door "A2", north wall\nsee photo' : `${group} record ${index + 1}`;
		const created = new Date(seedTime + index * 3_600_000).toISOString();
		rows.push([id, String(index + 1), title, STATUSES[index % STATUSES.length], created]);
	}
	return rows;
}

const csvValue = (value) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A table as CSV (RFC 4180: a header line, CRLF line ends, quoted where needed). */
function csvOf(columns, rows) {
	return [columns, ...rows].map((row) => row.map(csvValue).join(',')).join('\r\n') + '\r\n';
}

/** The CSV file of a service group, as an extract holds it. */
function groupFile(group, rowCount) {
	const table = TABLES[group] || { file: `${group}_${group}.csv`, columns: ['id', 'display_id', 'name', 'status', 'created_at'] };
	return { name: table.file, content: Buffer.from(csvOf(table.columns, tableRows(group, rowCount))) };
}

module.exports = {
	SERVICE_GROUPS,
	SCHEDULE_INTERVALS,
	DATE_RANGES,
	PROJECT_STATUSES,
	MAX_PROJECTS,
	SIGNED_URL_SECONDS,
	QUEUED_MS,
	RUNNING_MS,
	SEEDED_REQUEST_ID,
	SEEDED_JOB_ID,
	ZIP_NAME,
	groupFile,
	csvOf,
};
