'use strict';

const crypto = require('node:crypto');
const seed = require('../../seed/issues');
const { SEED } = require('../../seed/data');
const { containerIn } = require('../construction');

/**
 * The Issues API's model: one container per document-management project, built from the seed the
 * first time the project is asked for (so generated projects have settings too). A container keeps
 * its issues in creation order and its settings as the API lists them.
 */
function createIssuesState() {
	return { containers: new Map(), pendingEvents: new Set() };
}

/** The container of a project (by its id without `b.`), built on first use. */
function containerOf(state, projectGuid) {
	return containerIn(state.containers, projectGuid, buildContainer);
}

function buildContainer(projectGuid) {
	const ids = seed.issueIds(projectGuid);
	const created = iso(seed.SEED_TIME);
	const stamp = {
		createdBy: 'user-admin',
		createdAt: created,
		updatedBy: 'user-admin',
		updatedAt: created,
		deletedBy: null,
		deletedAt: null,
	};
	const container = {
		projectGuid,
		types: [],
		subtypes: new Map(),
		rootCauseCategories: [],
		rootCauses: new Map(),
		attributes: [],
		mappings: [],
		locations: new Map(),
		issues: [],
		issuesById: new Map(),
		comments: new Map(),
		attachments: new Map(),
		nextDisplayId: 1,
	};
	seed.TYPES.forEach((typeSeed, typeIndex) => {
		const type = {
			id: ids.types[typeSeed.key],
			containerId: projectGuid,
			title: typeSeed.title,
			isActive: typeSeed.isActive !== false,
			orderIndex: typeIndex,
			statusSet: 'default',
			...stamp,
			subtypes: [],
		};
		typeSeed.subtypes.forEach((subtypeSeed, subtypeIndex) => {
			const subtype = {
				id: ids.subtypes[subtypeSeed.key],
				issueTypeId: type.id,
				title: subtypeSeed.title,
				code: subtypeSeed.code,
				isActive: subtypeSeed.isActive !== false,
				orderIndex: subtypeIndex,
				isReadOnly: false,
				...stamp,
			};
			type.subtypes.push(subtype);
			container.subtypes.set(subtype.id, subtype);
		});
		container.types.push(type);
	});
	for (const categorySeed of seed.ROOT_CAUSE_CATEGORIES) {
		const category = {
			id: ids.rootCauseCategories[categorySeed.key],
			title: categorySeed.title,
			isActive: true,
			...stamp,
			rootCauses: [],
		};
		for (const causeSeed of categorySeed.rootCauses) {
			const cause = {
				id: ids.rootCauses[causeSeed.key],
				rootCauseCategoryId: category.id,
				title: causeSeed.title,
				isActive: true,
				deletedAt: null,
				deletedBy: null,
			};
			category.rootCauses.push(cause);
			container.rootCauses.set(cause.id, cause);
		}
		container.rootCauseCategories.push(category);
	}
	seed.ATTRIBUTE_DEFINITIONS.forEach((definitionSeed, index) => {
		const definition = {
			id: ids.attributes[definitionSeed.key],
			containerId: projectGuid,
			title: definitionSeed.title,
			description: definitionSeed.description,
			dataType: definitionSeed.dataType,
			metadata: definitionSeed.options
				? {
						list: {
							options: definitionSeed.options.map((option) => ({
								id: ids.options[option.key],
								value: option.value,
							})),
						},
					}
				: {},
			...stamp,
		};
		container.attributes.push(definition);
		const onProject = definitionSeed.mappedTo === 'project';
		container.mappings.push({
			id: seed.uuidOf(projectGuid, `mapping-${definitionSeed.key}`),
			attributeDefinitionId: definition.id,
			containerId: projectGuid,
			title: definition.title,
			description: definition.description,
			mappedItemType: onProject ? 'container' : 'issueType',
			mappedItemId: onProject ? projectGuid : ids.types[definitionSeed.mappedTo],
			order: index,
			...stamp,
		});
	});
	for (const locationSeed of seed.LOCATIONS) {
		container.locations.set(ids.locations[locationSeed.key], {
			id: ids.locations[locationSeed.key],
			name: locationSeed.name,
			parentId: locationSeed.parent ? ids.locations[locationSeed.parent] : null,
		});
	}
	for (const issueSeed of seed.ISSUES[`b.${projectGuid}`] || [])
		addSeededIssue(container, ids, issueSeed);
	return container;
}

function addSeededIssue(container, ids, issueSeed) {
	const day = (n) => seed.SEED_TIME + n * seed.DAY_MS;
	const createdAt = day(-10 + container.nextDisplayId);
	const subtype = container.subtypes.get(ids.subtypes[issueSeed.subtype]);
	const issue = newIssue(container, {
		id: ids.issues[issueSeed.key],
		title: issueSeed.title,
		issueSubtypeId: subtype.id,
		issueTypeId: subtype.issueTypeId,
		status: issueSeed.status,
		userId: issueSeed.createdBy,
		time: createdAt,
	});
	Object.assign(issue, {
		description: `${issueSeed.title}.`,
		assignedTo: issueSeed.assignedTo || null,
		assignedToType: issueSeed.assignedTo ? 'user' : null,
		dueDate: issueSeed.dueDay === undefined ? null : isoDate(day(issueSeed.dueDay)),
		startDate: issueSeed.dueDay === undefined ? null : isoDate(createdAt),
		locationId: issueSeed.location ? ids.locations[issueSeed.location] : null,
		rootCauseId: issueSeed.rootCause ? ids.rootCauses[issueSeed.rootCause] : null,
		published: issueSeed.status !== 'draft',
		customAttributes: Object.entries(issueSeed.attributes || {}).map(([key, value]) => ({
			attributeDefinitionId: ids.attributes[key],
			value: ids.options[value] || value,
		})),
	});
	if (issueSeed.closedBy)
		Object.assign(issue, { closedBy: issueSeed.closedBy, closedAt: iso(day(issueSeed.closedDay)) });
	if (issueSeed.deletedDay !== undefined)
		Object.assign(issue, {
			deleted: true,
			deletedBy: issueSeed.createdBy,
			deletedAt: iso(day(issueSeed.deletedDay)),
		});
	if (issueSeed.pushpinOn) {
		issue.linkedDocuments = [
			{
				type: 'TwoDVectorPushpin',
				urn: SEED.items[issueSeed.pushpinOn],
				createdBy: issueSeed.createdBy,
				createdAt: iso(createdAt),
				createdAtVersion: 1,
				closedBy: null,
				closedAt: null,
				closedAtVersion: null,
				details: {
					viewable: {
						guid: seed.uuidOf(container.projectGuid, 'viewable'),
						name: '{3D}',
						is3D: true,
					},
					position: { x: 12.5, y: 4, z: 3.2 },
					objectId: 1042,
				},
			},
		];
	}
	(issueSeed.comments || []).forEach((body, index) =>
		addComment(container, issue, {
			body,
			userId: index % 2 ? issueSeed.createdBy : issue.assignedTo || issueSeed.createdBy,
			time: createdAt + (index + 1) * 3600 * 1000,
		}),
	);
}

/** A new issue record with every attribute the API answers; the caller sets the rest. */
function newIssue(
	container,
	{ id = crypto.randomUUID(), title, issueSubtypeId, issueTypeId, status, userId, time },
) {
	const at = iso(time);
	const issue = {
		id,
		containerId: container.projectGuid,
		deleted: false,
		deletedAt: null,
		deletedBy: null,
		displayId: container.nextDisplayId,
		title,
		description: null,
		snapshotUrn: null,
		issueTypeId,
		issueSubtypeId,
		status,
		assignedTo: null,
		assignedToType: null,
		dueDate: null,
		startDate: null,
		locationId: null,
		locationDetails: null,
		linkedDocuments: [],
		links: [],
		ownerId: userId,
		rootCauseId: null,
		officialResponse: null,
		issueTemplateId: null,
		published: false,
		commentCount: 0,
		attachmentCount: 0,
		openedBy: status === 'draft' ? null : userId,
		openedAt: status === 'draft' ? null : at,
		closedBy: null,
		closedAt: null,
		createdBy: userId,
		createdAt: at,
		updatedBy: userId,
		updatedAt: at,
		watchers: [],
		customAttributes: [],
		gpsCoordinates: null,
		snapshotHasMarkups: false,
	};
	container.nextDisplayId += 1;
	container.issues.push(issue);
	container.issuesById.set(issue.id, issue);
	return issue;
}

function addComment(container, issue, { body, userId, time }) {
	const at = iso(time);
	const comment = {
		id: crypto.randomUUID(),
		body,
		createdAt: at,
		createdBy: userId,
		updatedAt: at,
		deletedAt: null,
		clientCreatedAt: at,
		clientUpdatedAt: at,
	};
	const list = container.comments.get(issue.id) || [];
	list.push(comment);
	container.comments.set(issue.id, list);
	issue.commentCount = list.length;
	return comment;
}

function iso(time) {
	return new Date(time).toISOString();
}

function isoDate(time) {
	return iso(time).slice(0, 10);
}

module.exports = { createIssuesState, containerOf, newIssue, addComment, iso };
