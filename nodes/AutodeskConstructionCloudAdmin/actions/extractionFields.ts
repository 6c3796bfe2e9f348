import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

import {
	DATE_RANGES,
	MAX_REQUEST_PROJECTS,
	SCHEDULE_INTERVALS,
	SERVICE_GROUPS,
	checkedDataConnectorId,
} from '../../services/dataConnector';
import { isGuid, withoutAccountPrefix } from '../../shared/hubIds';
import { InputRuleError } from '../../shared/inputRules';
import { show } from '../../shared/jsonField';
import { isHttpUrl } from '../../shared/url';
import { locatorValue } from '../../framework/fields/locators';

/**
 * What the Data Connector resources (Data Extraction Request, Job, Extracted Data) share: the
 * request and job IDs, and the fields of a data request with their checks and its body.
 */

/**
 * The saved request: picked from the caller's requests of the account, or by ID. A value saved
 * before the picker (a plain string) is read as the ID.
 */
export const requestIdProperty: INodeProperties = {
	displayName: 'Request',
	name: 'requestId',
	type: 'resourceLocator',
	default: { mode: 'list', value: '' },
	required: true,
	description:
		'A saved data extraction request: from the list of your requests in the account, or by its ID (Data Extraction Request > Get Many)',
	modes: [
		{
			displayName: 'From List',
			name: 'list',
			type: 'list',
			typeOptions: { searchListMethod: 'searchDataRequests', searchable: true },
		},
		{
			displayName: 'By ID',
			name: 'id',
			type: 'string',
			placeholder: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
		},
	],
};

export const jobIdProperty: INodeProperties = {
	displayName: 'Job ID',
	name: 'jobId',
	type: 'string',
	default: '',
	required: true,
	placeholder: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
	description: 'The ID of a data extraction job (Data Extraction Job > Get Many)',
};

export const readRequestId = (context: IExecuteFunctions, itemIndex: number): string =>
	checkedDataConnectorId(
		'Request',
		locatorValue(context.getNodeParameter('requestId', itemIndex, '')),
	);

export const readJobId = (context: IExecuteFunctions, itemIndex: number): string =>
	checkedDataConnectorId('Job ID', context.getNodeParameter('jobId', itemIndex, ''));

const words = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const GROUP_NAMES: Record<string, string> = {
	dailylogs: 'Daily Logs',
	meetingminutes: 'Meeting Minutes',
	rfis: 'RFIs',
};

export const serviceGroupsProperty: INodeProperties = {
	displayName: 'Service Groups',
	name: 'serviceGroups',
	type: 'multiOptions',
	options: SERVICE_GROUPS.map((value) => ({ name: GROUP_NAMES[value] ?? words(value), value })),
	default: [],
	description: 'The data to extract: one CSV file (or more) for each service group',
};

const SCHEDULE_NAMES: Record<string, string> = {
	ONE_TIME: 'Once',
	DAY: 'Daily',
	WEEK: 'Weekly',
	MONTH: 'Monthly',
	YEAR: 'Yearly',
};

const scheduleOptions = SCHEDULE_INTERVALS.map((value) => ({ name: SCHEDULE_NAMES[value], value }));

const TIMEFRAME_NAMES: Record<string, string> = {
	TODAY: 'Today',
	YESTERDAY: 'Yesterday',
	PAST_7_DAYS: 'Past 7 Days',
	MONTH_TO_DATE: 'Month to Date',
	LAST_MONTH: 'Last Month',
	CUSTOM: 'Custom (Timeframe Start and End)',
};

/** The fields of a request that Create shows as Additional Fields and Update as Update Fields. */
export const requestOptionFields: INodeProperties[] = [
	{
		displayName: 'Active',
		name: 'isActive',
		type: 'boolean',
		default: true,
		description: 'Whether the schedule spawns jobs; an inactive request spawns none',
	},
	{
		displayName: 'Active Projects Only',
		name: 'activeProjectsOnly',
		type: 'boolean',
		default: false,
		description: 'Whether to extract the active projects of the account only',
	},
	{
		displayName: 'Callback URL',
		name: 'callbackUrl',
		type: 'string',
		default: '',
		placeholder: 'https://n8n.example.com/webhook/extract-ready',
		description:
			'Called by the service when a job of the request is done, such as the Production URL of a Webhook trigger',
	},
	{
		displayName: 'Data Timeframe',
		name: 'dateRange',
		type: 'options',
		options: DATE_RANGES.map((value) => ({ name: TIMEFRAME_NAMES[value], value })),
		default: 'CUSTOM',
		description:
			'Which records the services that support it extract, by date (delta extracts too); Custom uses Timeframe Start and End',
	},
	{
		displayName: 'Description',
		name: 'description',
		type: 'string',
		default: '',
	},
	{
		displayName: 'Project IDs',
		name: 'projectIds',
		type: 'string',
		default: '',
		description: `Only these projects (IDs with or without "b.", separated by commas; at most ${MAX_REQUEST_PROJECTS}); every project of the account when empty`,
	},
	{
		displayName: 'Send Email',
		name: 'sendEmail',
		type: 'boolean',
		default: true,
		description: "Whether the service emails the request's creator when a job is done",
	},
	{
		displayName: 'Timeframe End',
		name: 'endDate',
		type: 'dateTime',
		default: '',
	},
	{
		displayName: 'Timeframe Start',
		name: 'startDate',
		type: 'dateTime',
		default: '',
	},
];

/** The schedule fields: how often, from when, until when, every how many. */
export const scheduleFields: INodeProperties[] = [
	{
		displayName: 'Schedule',
		name: 'scheduleInterval',
		type: 'options',
		options: scheduleOptions,
		default: 'ONE_TIME',
		description: 'Once, or a job every day, week, month or year between Start and End',
	},
	{
		displayName: 'Start',
		name: 'effectiveFrom',
		type: 'dateTime',
		default: '',
		description: 'When the schedule starts (the one job of Once runs then); now when empty',
	},
	{
		displayName: 'End',
		name: 'effectiveTo',
		type: 'dateTime',
		default: '',
		description: 'When a recurring schedule ends (required unless Once)',
	},
	{
		displayName: 'Repeat Every',
		name: 'reoccuringInterval',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 1,
		description: 'Every how many days, weeks, months or years a recurring schedule runs',
	},
];

/** A date field's value as the API takes it (ISO 8601), or undefined when empty. */
function checkedDate(field: string, value: unknown): string | undefined {
	if (value === undefined || value === null || value === '') return undefined;
	const time = Date.parse(String(value).trim());
	if (Number.isNaN(time)) {
		throw new InputRuleError(
			field,
			`must be a date and time (ISO 8601, such as 2026-03-01T02:00:00Z); got ${show(value)}`,
		);
	}
	return new Date(time).toISOString();
}

function checkedGroups(field: string, value: unknown): string[] {
	const groups = (Array.isArray(value) ? value : String(value ?? '').split(','))
		.map((each) => String(each).trim())
		.filter(Boolean);
	if (!groups.length) {
		throw new InputRuleError(field, 'needs at least one service group: the data to extract');
	}
	const wrong = groups.find((group) => !(SERVICE_GROUPS as readonly string[]).includes(group));
	if (wrong !== undefined) {
		throw new InputRuleError(field, `must be among ${SERVICE_GROUPS.join(', ')}; got "${wrong}"`);
	}
	return groups;
}

function checkedProjects(field: string, value: unknown): string[] {
	const ids = (Array.isArray(value) ? value.map(String) : String(value ?? '').split(','))
		.map((each) => withoutAccountPrefix(each.trim()))
		.filter(Boolean);
	const wrong = ids.find((id) => !isGuid(id));
	if (wrong !== undefined) {
		throw new InputRuleError(
			field,
			`must be project IDs (the GUID, with or without "b.") separated by commas; got "${wrong}"`,
		);
	}
	if (ids.length > MAX_REQUEST_PROJECTS) {
		throw new InputRuleError(
			field,
			`takes at most ${MAX_REQUEST_PROJECTS} projects; got ${ids.length}`,
			{
				because: `a request extracts at most ${MAX_REQUEST_PROJECTS} projects`,
				then: 'Split them over several requests, or leave the field empty for every project of the account.',
			},
		);
	}
	return [...new Set(ids.map((id) => id.toLowerCase()))];
}

function checkedCallback(field: string, value: unknown): string {
	const text = String(value ?? '').trim();
	if (!isHttpUrl(text)) {
		throw new InputRuleError(field, `must be an absolute http or https URL; got ${show(value)}`);
	}
	return text;
}

/** The body fields of a request's schedule and options, each checked; `label` names where they sit. */
export function requestFields(fields: IDataObject, label: string): IDataObject {
	const body: IDataObject = {};
	const at = (name: string) => (label ? `${label} › ${name}` : name);
	if (fields.serviceGroups !== undefined)
		body.serviceGroups = checkedGroups(at('Service Groups'), fields.serviceGroups);
	if (fields.scheduleInterval !== undefined) {
		const interval = String(fields.scheduleInterval);
		if (!(SCHEDULE_INTERVALS as readonly string[]).includes(interval)) {
			throw new InputRuleError(
				at('Schedule'),
				`must be one of ${SCHEDULE_INTERVALS.join(', ')}; got ${show(fields.scheduleInterval)}`,
			);
		}
		body.scheduleInterval = interval;
	}
	const from = checkedDate(at('Start'), fields.effectiveFrom);
	if (from) body.effectiveFrom = from;
	const to = checkedDate(at('End'), fields.effectiveTo);
	if (to) body.effectiveTo = to;
	if (fields.reoccuringInterval !== undefined && body.scheduleInterval !== 'ONE_TIME') {
		const every = fields.reoccuringInterval;
		if (typeof every !== 'number' || !Number.isInteger(every) || every < 1) {
			throw new InputRuleError(
				at('Repeat Every'),
				`must be a whole number of 1 or more; got ${show(every)}`,
			);
		}
		body.reoccuringInterval = every;
	}
	for (const flag of ['isActive', 'sendEmail'] as const) {
		if (typeof fields[flag] === 'boolean') body[flag] = fields[flag];
	}
	if (typeof fields.activeProjectsOnly === 'boolean')
		body.projectStatus = fields.activeProjectsOnly ? 'active' : 'all';
	if (typeof fields.description === 'string' && fields.description.trim())
		body.description = fields.description.trim();
	if (fields.callbackUrl !== undefined && fields.callbackUrl !== '')
		body.callbackUrl = checkedCallback(at('Callback URL'), fields.callbackUrl);
	if (fields.projectIds !== undefined && fields.projectIds !== '') {
		const projects = checkedProjects(at('Project IDs'), fields.projectIds);
		if (projects.length) body.projectIdList = projects;
	}
	const start = checkedDate(at('Timeframe Start'), fields.startDate);
	const end = checkedDate(at('Timeframe End'), fields.endDate);
	if (start) body.startDate = start;
	if (end) body.endDate = end;
	if (fields.dateRange !== undefined) {
		const range = String(fields.dateRange);
		if (!(DATE_RANGES as readonly string[]).includes(range)) {
			throw new InputRuleError(
				at('Data Timeframe'),
				`must be one of ${DATE_RANGES.join(', ')}; got ${show(fields.dateRange)}`,
			);
		}
		if (range === 'CUSTOM' && (!start || !end)) {
			throw new InputRuleError(
				at('Data Timeframe'),
				'Custom needs Timeframe Start and Timeframe End',
			);
		}
		body.dateRange = range;
	}
	if (start && end && end < start) {
		throw new InputRuleError(
			at('Timeframe End'),
			`must not be before Timeframe Start (${start}); got "${end}"`,
		);
	}
	return body;
}

/**
 * The body of a new request: a recurring schedule needs its End, after its Start; Start is now
 * when left empty (a one-time request then runs at once).
 */
export function newRequestBody(fields: IDataObject, options: IDataObject): IDataObject {
	const body = { ...requestFields(fields, ''), ...requestFields(options, 'Additional Fields') };
	if (!body.effectiveFrom) body.effectiveFrom = new Date().toISOString();
	if (body.scheduleInterval !== 'ONE_TIME') {
		if (!body.effectiveTo) {
			throw new InputRuleError(
				'End',
				'is required for a recurring schedule: the date its jobs stop',
				{
					because: 'the service refuses a recurring request without an end',
				},
			);
		}
		if (String(body.effectiveTo) <= String(body.effectiveFrom)) {
			throw new InputRuleError(
				'End',
				`must be after Start (${String(body.effectiveFrom)}); got "${String(body.effectiveTo)}"`,
			);
		}
	} else delete body.effectiveTo;
	return body;
}
