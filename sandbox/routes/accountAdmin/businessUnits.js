'use strict';

const { json } = require('../../responses');
const { UUID, badRequest, readJson } = require('./access');
const { directoryCaller, uuidOf } = require('./directory');

/**
 * The account's business units (accountadmin.yaml: GET and PUT hq/v1 accounts/{account_id}/
 * business_units_structure): PUT replaces the whole structure. A unit given with an `id` that
 * exists keeps it (its fields replaced); one without is new; a unit left out is removed.
 * `parent_id` names a unit of the same payload, so a whole tree goes in one call.
 */

const FIELDS = ['id', 'parent_id', 'name', 'description'];

function getBusinessUnits(ctx, request) {
	const { directory } = directoryCaller(ctx, request, { write: false });
	return json(200, { business_units: directory.businessUnits });
}

function setBusinessUnits(ctx, request) {
	const { account, directory, now } = directoryCaller(ctx, request, { write: true });
	const body = readJson(request);
	if (!body || typeof body !== 'object' || !Array.isArray(body.business_units)) throw badRequest('The body must be an object with a business_units array.');
	const units = body.business_units.map((unit, index) => {
		const where = `business_units[${index}]`;
		if (!unit || typeof unit !== 'object' || Array.isArray(unit)) throw badRequest(`${where} must be an object.`);
		const unknown = Object.keys(unit).find((key) => !FIELDS.includes(key));
		if (unknown) throw badRequest(`Unknown field '${where}.${unknown}'.`);
		if (typeof unit.name !== 'string' || !unit.name.trim()) throw badRequest(`${where}.name is required.`);
		for (const key of ['id', 'parent_id']) if (unit[key] !== undefined && !UUID.test(String(unit[key]))) throw badRequest(`${where}.${key} must be a UUID; got '${unit[key]}'.`);
		return { ...unit, id: (unit.id || uuidOf(`${account.id}:unit:${index}:${now}:${unit.name}`)).toLowerCase() };
	});
	const ids = new Set();
	for (const unit of units) {
		if (ids.has(unit.id)) throw badRequest(`Business unit ${unit.id} is given twice.`);
		ids.add(unit.id);
	}
	const byId = new Map(units.map((unit) => [unit.id, unit]));
	const pathOf = (unit, seen = new Set()) => {
		if (!unit.parent_id) return unit.name;
		const parent = byId.get(unit.parent_id.toLowerCase());
		if (!parent) throw badRequest(`parent_id ${unit.parent_id} of '${unit.name}' is not a business unit of the payload.`);
		if (seen.has(unit.id)) throw badRequest(`The business units' parents form a loop at '${unit.name}'.`);
		return `${pathOf(parent, new Set([...seen, unit.id]))}:${unit.name}`;
	};
	const before = new Map(directory.businessUnits.map((unit) => [unit.id, unit]));
	directory.businessUnits = units.map((unit) => ({
		id: unit.id,
		account_id: account.id,
		...(unit.parent_id ? { parent_id: unit.parent_id.toLowerCase() } : {}),
		name: unit.name,
		...(unit.description !== undefined ? { description: unit.description } : {}),
		path: pathOf(unit),
		created_at: before.get(unit.id)?.created_at ?? now,
		updated_at: now,
	}));
	return json(200, { business_units: directory.businessUnits });
}

module.exports = { getBusinessUnits, setBusinessUnits };
