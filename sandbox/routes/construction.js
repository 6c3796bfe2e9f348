'use strict';

/**
 * What the sandbox's ACC APIs (Issues, RFIs) check alike: the region header and an ACC project by
 * its id without `b.` (a `b.` id or another string is 400, an unknown project 404, a BIM 360
 * project 404: these APIs serve ACC projects only; the status for one is not documented).
 */

/** x-ads-region values (`autodesk-platform-services/aps-sdk-openapi` construction/issues/Issues.yaml, schema `region`). */
const REGIONS = ['US', 'EMEA', 'AUS', 'CAN', 'DEU', 'IND', 'JPN', 'GBR'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readRegion(request, badRequest) {
	const value = request.headers['x-ads-region'];
	if (value === undefined) return 'US';
	const region = String(value).toUpperCase();
	if (!REGIONS.includes(region))
		throw badRequest(`x-ads-region must be one of ${REGIONS.join(', ')}; got '${value}'.`);
	return region;
}

/**
 * The ACC project of an id without `b.`; `api` names the API in the refusal of a BIM 360 project,
 * `badRequest` and `notFound` make the API's errors.
 */
function requireAccProject(ctx, projectId, { api, badRequest, notFound }) {
	if (!UUID.test(projectId)) {
		const hint = projectId.startsWith('b.')
			? " Remove the 'b.' prefix of the Data Management project id."
			: '';
		throw badRequest(`projectId must be a UUID; got '${projectId}'.${hint}`);
	}
	const project = ctx.state.data.projects.get(`b.${projectId.toLowerCase()}`);
	if (!project || project.kind !== 'dm') throw notFound(`Project ${projectId} does not exist.`);
	if (project.projectType !== 'ACC')
		throw notFound(`Project ${projectId} is a BIM 360 project; ${api} serves ACC projects only.`);
	return project;
}

/** A project's container of an API's state, built by `build` on first use. */
function containerIn(containers, projectGuid, build) {
	let container = containers.get(projectGuid);
	if (!container) {
		container = build(projectGuid);
		containers.set(projectGuid, container);
	}
	return container;
}

module.exports = { REGIONS, UUID, readRegion, requireAccProject, containerIn };
