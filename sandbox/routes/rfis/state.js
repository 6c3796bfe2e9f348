'use strict';

const crypto = require('node:crypto');
const seed = require('../../seed/rfis');
const { SEED } = require('../../seed/data');
const { containerIn } = require('../construction');

/**
 * The RFIs API's model: one container per ACC project, built from the seed the first time the
 * project is asked for. A container keeps its RFIs in creation order, their comments, its types
 * and custom attributes.
 */
function createRfisState() {
	return { containers: new Map() };
}

const iso = (time) => new Date(time).toISOString();
const day = (time) => iso(time).slice(0, 10);

function containerOf(state, projectGuid) {
	return containerIn(state.containers, projectGuid, buildContainer);
}

function buildContainer(projectGuid) {
	const ids = seed.rfiIds(projectGuid);
	const created = iso(seed.SEED_TIME);
	const container = {
		projectGuid,
		types: seed.TYPES.map((type) => ({
			id: ids.types[type.key],
			name: type.name,
			isActive: type.isActive !== false,
			isDefault: type.isDefault === true,
			createdAt: created,
			updatedAt: created,
		})),
		attributes: seed.ATTRIBUTES.map((attribute) => ({
			id: ids.attributes[attribute.key],
			name: attribute.name,
			dataType: attribute.dataType,
			...(attribute.options ? { options: attribute.options.map((value) => ({ value })) } : {}),
			createdAt: created,
			updatedAt: created,
		})),
		rfis: [],
		rfisById: new Map(),
		comments: new Map(),
		nextIdentifier: 1,
	};
	if (`b.${projectGuid}` === SEED.projects.hospital) {
		seed.RFIS.forEach((entry, index) => {
			const time = seed.SEED_TIME + index * 3600 * 1000;
			addRfi(container, {
				id: ids.rfis[entry.key],
				title: entry.title,
				question: entry.question,
				status: entry.status,
				rfiTypeId: ids.types[entry.type],
				assignedTo: entry.assignedTo.map((id) => ({ id, type: 'user' })),
				dueDate: day(seed.SEED_TIME + entry.due * seed.DAY_MS),
				priority: entry.priority || 'normal',
				createdBy: entry.createdBy,
				time,
			});
		});
	}
	return container;
}

/** Adds an RFI with the next custom identifier ("001", "002"...). */
function addRfi(container, { id, time, createdBy, ...fields }) {
	const rfi = {
		id: id || crypto.randomUUID(),
		customIdentifier: String(container.nextIdentifier++).padStart(3, '0'),
		title: '',
		question: null,
		suggestedAnswer: null,
		status: 'draft',
		rfiTypeId: null,
		assignedTo: [],
		dueDate: null,
		priority: 'normal',
		costImpact: null,
		scheduleImpact: null,
		location: null,
		customAttributes: [],
		responses: [],
		...fields,
		createdBy,
		createdAt: iso(time),
		updatedBy: createdBy,
		updatedAt: iso(time),
		closedAt: fields.status === 'closed' ? iso(time) : null,
	};
	container.rfis.push(rfi);
	container.rfisById.set(rfi.id, rfi);
	return rfi;
}

function addComment(container, rfi, { body, userId, time }) {
	const comment = {
		id: crypto.randomUUID(),
		rfiId: rfi.id,
		body,
		createdBy: userId,
		createdAt: iso(time),
	};
	const list = container.comments.get(rfi.id) || [];
	list.push(comment);
	container.comments.set(rfi.id, list);
	return comment;
}

module.exports = { createRfisState, containerOf, addRfi, addComment, iso };
