'use strict';

const crypto = require('node:crypto');
const { empty, json } = require('../../responses');
const { USERS } = require('../../seed/data');
const { DATE_RANGES, MAX_PROJECTS, PROJECT_STATUSES, SCHEDULE_INTERVALS, SERVICE_GROUPS } = require('../../seed/dataConnector');
const { UUID, accountFor, badRequest, dcCaller, notFound, pageOf, paged, readJson, requireUuid } = require('./access');
const { spawnJob } = require('./state');

/**
 * Saved data requests (POST, GET, PATCH, DELETE `accounts/{accountId}/requests[/{requestId}]`):
 * each user sees only the requests they created.
 */

const FIELDS = ['description', 'isActive', 'scheduleInterval', 'reoccuringInterval', 'effectiveFrom', 'effectiveTo', 'serviceGroups', 'callbackUrl', 'projectId', 'projectIdList', 'projectStatus', 'dateRange', 'startDate', 'endDate', 'sendEmail'];

const isDate = (value) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

function checkDate(name, value) {
	if (value === undefined || value === null) return;
	if (!isDate(value)) throw badRequest(`${name} must be a date and time (ISO 8601); got ${JSON.stringify(value)}.`);
}

/** The fields of a request body, each checked; `whole` is the request they make together. */
function checkFields(body, whole) {
	if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
	const unknown = Object.keys(body).find((key) => !FIELDS.includes(key));
	if (unknown) throw badRequest(`Unknown attribute '${unknown}'.`);
	const { serviceGroups, scheduleInterval, reoccuringInterval, projectIdList, projectId, callbackUrl } = whole;
	if (!Array.isArray(serviceGroups) || !serviceGroups.length) throw badRequest('serviceGroups is required: at least one service group.');
	const wrong = serviceGroups.find((group) => !SERVICE_GROUPS.includes(group));
	if (wrong !== undefined) throw badRequest(`serviceGroups has an unknown service group ${JSON.stringify(wrong)}; one of ${SERVICE_GROUPS.join(', ')}.`);
	if (!SCHEDULE_INTERVALS.includes(scheduleInterval)) throw badRequest(`scheduleInterval must be one of ${SCHEDULE_INTERVALS.join(', ')}; got ${JSON.stringify(scheduleInterval)}.`);
	if (!isDate(whole.effectiveFrom)) throw badRequest(`effectiveFrom is required: a date and time (ISO 8601); got ${JSON.stringify(whole.effectiveFrom)}.`);
	checkDate('effectiveTo', whole.effectiveTo);
	if (scheduleInterval !== 'ONE_TIME') {
		if (!whole.effectiveTo) throw badRequest('effectiveTo is required for a recurring schedule.');
		if (Date.parse(whole.effectiveTo) <= Date.parse(whole.effectiveFrom)) throw badRequest('effectiveTo must be after effectiveFrom.');
	}
	if (reoccuringInterval !== undefined && reoccuringInterval !== null && !(Number.isInteger(reoccuringInterval) && reoccuringInterval >= 1)) {
		throw badRequest(`reoccuringInterval must be a whole number of 1 or more; got ${JSON.stringify(reoccuringInterval)}.`);
	}
	if (projectId !== undefined && projectId !== null && !UUID.test(String(projectId))) throw badRequest(`projectId must be a UUID; got ${JSON.stringify(projectId)}.`);
	if (projectIdList !== undefined && projectIdList !== null) {
		if (!Array.isArray(projectIdList)) throw badRequest('projectIdList must be an array of project IDs.');
		if (projectIdList.length > MAX_PROJECTS) throw badRequest(`projectIdList takes at most ${MAX_PROJECTS} projects; got ${projectIdList.length}.`);
		const bad = projectIdList.find((id) => !UUID.test(String(id)));
		if (bad !== undefined) throw badRequest(`projectIdList must hold project IDs (UUIDs); got ${JSON.stringify(bad)}.`);
		if (projectIdList.length && projectId) throw badRequest('Give projectId or projectIdList, not both.');
	}
	if (whole.projectStatus != null && !PROJECT_STATUSES.includes(whole.projectStatus)) throw badRequest(`projectStatus must be one of ${PROJECT_STATUSES.join(', ')}; got ${JSON.stringify(whole.projectStatus)}.`);
	if (whole.dateRange != null && !DATE_RANGES.includes(whole.dateRange)) throw badRequest(`dateRange must be one of ${DATE_RANGES.join(', ')}; got ${JSON.stringify(whole.dateRange)}.`);
	checkDate('startDate', whole.startDate);
	checkDate('endDate', whole.endDate);
	if (whole.dateRange === 'CUSTOM' && (!whole.startDate || !whole.endDate)) throw badRequest('dateRange CUSTOM needs startDate and endDate.');
	if (whole.startDate && whole.endDate && Date.parse(whole.endDate) < Date.parse(whole.startDate)) throw badRequest('endDate must not be before startDate.');
	if (callbackUrl != null) {
		let url;
		try {
			url = new URL(callbackUrl);
		} catch {
			throw badRequest(`callbackUrl must be an absolute http or https URL; got ${JSON.stringify(callbackUrl)}.`);
		}
		if (!['http:', 'https:'].includes(url.protocol)) throw badRequest(`callbackUrl must be an absolute http or https URL; got ${JSON.stringify(callbackUrl)}.`);
	}
	for (const flag of ['isActive', 'sendEmail']) if (whole[flag] != null && typeof whole[flag] !== 'boolean') throw badRequest(`${flag} must be true or false.`);
	if (whole.description != null && typeof whole.description !== 'string') throw badRequest('description must be text.');
}

/** The caller's own saved request of the account, or 404. */
function ownRequest(ctx, caller, account, requestId) {
	const id = requireUuid('requestId', requestId);
	const request = ctx.state.dataConnector.requests.get(id);
	if (!request || request.accountId !== account.id || request.createdBy !== caller.userId) throw notFound();
	return request;
}

const emailOf = (userId) => USERS.find((user) => user.id === userId)?.email ?? `${userId}@sandbox.example`;

/** Spawns the first job of a request that is active and due. */
function spawnIfDue(ctx, request) {
	if (request.isActive && Date.parse(request.effectiveFrom) <= ctx.clock.now()) spawnJob(ctx, request);
}

function createRequest(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:create');
	const account = accountFor(ctx, caller, request.params.accountId);
	const body = readJson(request);
	const fields = { isActive: true, sendEmail: true, projectStatus: 'all', ...(body || {}) };
	checkFields(body, fields);
	const now = new Date(ctx.clock.now()).toISOString();
	const saved = {
		id: crypto.randomUUID(),
		accountId: account.id,
		description: null,
		reoccuringInterval: null,
		effectiveTo: null,
		callbackUrl: null,
		projectId: null,
		projectIdList: [],
		dateRange: null,
		startDate: null,
		endDate: null,
		...fields,
		createdBy: caller.userId,
		createdByEmail: emailOf(caller.userId),
		createdAt: now,
		updatedBy: caller.userId,
		updatedAt: now,
		lastQueuedAt: null,
	};
	ctx.state.dataConnector.requests.set(saved.id, saved);
	spawnIfDue(ctx, saved);
	return json(201, saved);
}

function listRequests(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:read');
	const account = accountFor(ctx, caller, request.params.accountId);
	const page = pageOf(request);
	const mine = [...ctx.state.dataConnector.requests.values()].filter((each) => each.accountId === account.id && each.createdBy === caller.userId);
	return paged(mine, page);
}

function getRequest(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:read');
	const account = accountFor(ctx, caller, request.params.accountId);
	return json(200, ownRequest(ctx, caller, account, request.params.requestId));
}

function updateRequest(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:write');
	const account = accountFor(ctx, caller, request.params.accountId);
	const saved = ownRequest(ctx, caller, account, request.params.requestId);
	const body = readJson(request);
	if (!body || typeof body !== 'object' || !Object.keys(body).length) throw badRequest('The request body must name at least one attribute to update.');
	const whole = { ...saved, ...body };
	checkFields(body, whole);
	Object.assign(saved, body, { updatedBy: caller.userId, updatedAt: new Date(ctx.clock.now()).toISOString() });
	return json(200, saved);
}

function deleteRequest(ctx, request) {
	const caller = dcCaller(ctx, request, 'data:write');
	const account = accountFor(ctx, caller, request.params.accountId);
	const saved = ownRequest(ctx, caller, account, request.params.requestId);
	ctx.state.dataConnector.requests.delete(saved.id);
	return empty(204);
}

module.exports = { createRequest, listRequests, getRequest, updateRequest, deleteRequest, ownRequest };
