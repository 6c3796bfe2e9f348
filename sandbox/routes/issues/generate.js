'use strict';

const { HttpError } = require('../../http');
const { json } = require('../../responses');
const { containerOf, newIssue, iso } = require('./state');

const MAX_GENERATED = 100_000;
const DAY_MS = 24 * 3600 * 1000;
const STATUSES = ['open', 'pending', 'in_progress', 'completed', 'closed'];

/**
 * `POST /__sandbox/seed/issues { projectId, count }`: adds `count` issues to a project (its id
 * with or without `b.`), for paging through many issues. They cycle through the active subtypes,
 * some statuses, the project's members as assignees, and due dates over the next 60 days.
 */
function registerIssuesAdmin(router, ctx) {
	router.add('POST', '/__sandbox/seed/issues', (request) => {
		const { projectId, count } = request.json() || {};
		const guid = typeof projectId === 'string' ? projectId.replace(/^b\./, '') : '';
		const project = ctx.state.data.projects.get(`b.${guid}`);
		if (!project || project.projectType !== 'ACC')
			throw new HttpError(404, 'Not Found', `Project ${projectId} is not an ACC project.`);
		if (!Number.isInteger(count) || count < 1 || count > MAX_GENERATED)
			throw new HttpError(
				400,
				'Bad Request',
				`count must be an integer between 1 and ${MAX_GENERATED}.`,
			);
		const container = containerOf(ctx.state.issues, guid);
		const subtypes = [...container.subtypes.values()].filter(
			(subtype) =>
				subtype.isActive &&
				container.types.find((type) => type.id === subtype.issueTypeId).isActive,
		);
		const members = [...project.members.keys()];
		const now = ctx.clock.now();
		for (let n = 0; n < count; n++) {
			const subtype = subtypes[n % subtypes.length];
			const status = STATUSES[n % STATUSES.length];
			const issue = newIssue(container, {
				title: `Generated issue ${container.nextDisplayId}`,
				issueSubtypeId: subtype.id,
				issueTypeId: subtype.issueTypeId,
				status,
				userId: members[n % members.length],
				time: now,
			});
			Object.assign(issue, {
				assignedTo: members[(n + 1) % members.length],
				assignedToType: 'user',
				dueDate: iso(now + (n % 60) * DAY_MS).slice(0, 10),
				published: true,
				...(status === 'closed' ? { closedBy: issue.createdBy, closedAt: issue.createdAt } : {}),
			});
		}
		return json(201, { projectId: guid, added: count, total: container.issues.length });
	});
}

module.exports = { registerIssuesAdmin };
