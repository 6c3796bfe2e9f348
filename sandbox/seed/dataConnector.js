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

/**
 * The column types of the ACC Data Schema ("Column Definition Types" of the schema's published
 * documentation, developer.api.autodesk.com/data-connector/v1/doc): CSV keeps every value as text.
 */
const COLUMN_TYPES = {
	id: 'string',
	display_id: 'number',
	custom_identifier: 'string',
	title: 'string',
	name: 'string',
	status: 'enum: string',
	created_at: 'timestamp: SQL (YYYY-MM-DD HH:MM:SS.mmm) (UTC)',
	due_date: 'date: string',
	cost_impact: 'boolean',
};

/** Each service group's table (one CSV file a group) and its columns. */
const TABLES = {
	issues: { table: 'issues', columns: ['id', 'display_id', 'title', 'status', 'created_at'] },
	rfis: { table: 'rfis', columns: ['id', 'custom_identifier', 'title', 'status', 'created_at', 'due_date', 'cost_impact'] },
	admin: { table: 'projects', columns: ['id', 'job_number', 'name', 'status', 'created_at'] },
};

const tableOf = (group) => TABLES[group] || { table: group, columns: ['id', 'display_id', 'name', 'status', 'created_at'] };

const STATUSES = ['open', 'answered', 'closed'];

/** A moment as the schema's SQL timestamp (UTC): `YYYY-MM-DD HH:MM:SS.mmm`. */
const sqlTimestamp = (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');

/** The text of column `column` in row `index` of a group's table. */
function cellOf(group, column, index, seedTime) {
	switch (column) {
		case 'id':
			return `${group.slice(0, 3)}-${String(index + 1).padStart(4, '0')}`;
		case 'display_id':
		case 'custom_identifier':
		case 'job_number':
			return String(index + 1);
		case 'title':
		case 'name':
			return index === 1 ? 'Door "A2", north wall\nsee photo' : `${group} record ${index + 1}`;
		case 'status':
			return STATUSES[index % STATUSES.length];
		case 'created_at':
			return sqlTimestamp(seedTime + index * 3_600_000);
		case 'due_date':
			return index % 3 === 2 ? '' : new Date(seedTime + (index + 14) * 86_400_000).toISOString().slice(0, 10);
		case 'cost_impact':
			return index % 2 === 0 ? 'true' : 'false';
		default:
			return '';
	}
}

/** The fixed rows of a group's table: `count` rows, one with a comma, quotes and a line break. */
function tableRows(group, count, seedTime = SEED_TIME) {
	const { columns } = tableOf(group);
	return Array.from({ length: count }, (_, index) => columns.map((column) => cellOf(group, column, index, seedTime)));
}

const csvValue = (value) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A table as CSV (RFC 4180: a header line, CRLF line ends, quoted where needed). */
function csvOf(columns, rows) {
	return [columns, ...rows].map((row) => row.map(csvValue).join(',')).join('\r\n') + '\r\n';
}

/** The CSV file of a service group, as an extract holds it: `<group>_<table>.csv`. */
function groupFile(group, rowCount) {
	const { table, columns } = tableOf(group);
	return { name: `${group}_${table}.csv`, content: Buffer.from(csvOf(columns, tableRows(group, rowCount))) };
}

/**
 * The JSON schema of a service group's tables, as the extract ships it beside the CSV files (the
 * schema's documentation offers the same JSON a service group): its tables, each column's name,
 * type and description. The file's name and layout are the sandbox's (docs/service-decisions.md).
 */
function groupSchemaFile(group) {
	const { table, columns } = tableOf(group);
	const schema = {
		serviceGroup: group,
		tables: [{ name: table, columns: columns.map((column) => ({ name: column, type: COLUMN_TYPES[column] || 'string', description: `The ${column.replace(/_/g, ' ')}.` })) }],
	};
	return { name: `${group}_schema.json`, content: Buffer.from(`${JSON.stringify(schema, null, 2)}\n`) };
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
	groupSchemaFile,
	sqlTimestamp,
	csvOf,
};
