'use strict';

const { HttpError } = require('../../http');
const { json } = require('../../responses');
const { SEED } = require('../../seed/data');
const seed = require('../../seed/rfis');
const { addRfi, containerOf, iso } = require('./state');

const MAX_GENERATED = 100_000;
const STATUSES = ['open', 'answered', 'submitted', 'closed'];

/**
 * `POST /__sandbox/seed/rfis { projectId, count }`: adds `count` RFIs to an ACC project (its id with
 * or without `b.`), for paging through many RFIs. They cycle through some statuses, the active
 * types, the seeded users as assignees and due dates over the next 60 days; created a second apart,
 * the last one now (a list by the last change has no long runs of one instant).
 */
function registerRfisAdmin(router, ctx) {
	router.add('POST', '/__sandbox/seed/rfis', (request) => {
		const { projectId, count } = request.json() || {};
		const guid = typeof projectId === 'string' ? projectId.replace(/^b\./, '') : '';
		const project = ctx.state.data.projects.get(`b.${guid}`);
		if (!project || project.projectType !== 'ACC')
			throw new HttpError(404, 'Not Found', `Project ${projectId} is not an ACC project.`);
		if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED)
			throw new HttpError(400, 'Bad Request', `count must be an integer between 1 and ${MAX_GENERATED}.`);
		const container = containerOf(ctx.state.rfis, guid);
		const types = container.types.filter((type) => type.isActive);
		const users = [SEED.users.admin, SEED.users.member];
		const now = ctx.clock.now();
		for (let n = 0; n < count; n++) {
			addRfi(container, {
				title: `Generated RFI ${container.nextIdentifier}`,
				question: 'Generated for paging.',
				status: STATUSES[n % STATUSES.length],
				rfiTypeId: types[n % types.length].id,
				assignedTo: [{ id: users[n % users.length], type: 'user' }],
				dueDate: iso(now + (n % 60) * seed.DAY_MS).slice(0, 10),
				createdBy: SEED.users.admin,
				time: now - (count - 1 - n) * 1000,
			});
		}
		return json(201, { projectId: guid, added: count, total: container.rfis.length });
	});
}

module.exports = { registerRfisAdmin };
