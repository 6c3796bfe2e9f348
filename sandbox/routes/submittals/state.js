'use strict';

const crypto = require('node:crypto');
const seed = require('../../seed/submittals');
const { SEED } = require('../../seed/data');
const { containerIn } = require('../construction');

/**
 * The Submittals API's model: one container per ACC project, built from the seed the first time
 * the project is asked for: its item types, review responses, specs, packages and items, each
 * item with its revisions (one a resubmittal) and attachments.
 */
function createSubmittalsState() {
	return { containers: new Map() };
}

const iso = (time) => new Date(time).toISOString();
const day = (time) => iso(time).slice(0, 10);

function containerOf(state, projectGuid) {
	return containerIn(state.containers, projectGuid, buildContainer);
}

function buildContainer(projectGuid) {
	const ids = seed.submittalIds(projectGuid);
	const created = iso(seed.SEED_TIME);
	const stamp = { createdBy: 'user-admin', createdAt: created, updatedBy: 'user-admin', updatedAt: created };
	const container = {
		projectGuid,
		itemTypes: seed.ITEM_TYPES.map((type) => ({ id: ids.itemTypes[type.key], value: type.value, isActive: type.isActive !== false, ...stamp })),
		responses: seed.RESPONSES.map((response) => ({ id: ids.responses[response.key], value: response.value, status: 'active', ...stamp })),
		specs: [],
		packages: [],
		items: [],
		itemsById: new Map(),
		nextIdentifier: 1,
		nextPackageIdentifier: 1,
	};
	if (`b.${projectGuid}` !== SEED.projects.hospital) return container;
	for (const spec of seed.SPECS) addSpec(container, { id: ids.specs[spec.key], identifier: spec.identifier, title: spec.title, userId: 'user-admin', time: seed.SEED_TIME });
	for (const entry of seed.PACKAGES)
		addPackage(container, { id: ids.packages[entry.key], title: entry.title, description: entry.description, specId: ids.specs[entry.spec], userId: 'user-admin', time: seed.SEED_TIME });
	seed.ITEMS.forEach((entry, index) => {
		const time = seed.SEED_TIME + index * 3600 * 1000;
		const reviewed = ['mgr-2', 'cls'].includes(entry.state);
		addItem(container, {
			id: ids.items[entry.key],
			title: entry.title,
			specId: ids.specs[entry.spec],
			typeId: ids.itemTypes[entry.type],
			packageId: entry.pkg ? ids.packages[entry.pkg] : null,
			stateId: entry.state,
			customIdentifier: entry.customIdentifier || null,
			priority: entry.priority || 'normal',
			dueDate: day(seed.SEED_TIME + entry.due * seed.DAY_MS),
			manager: 'user-admin',
			managerType: '1',
			subcontractor: entry.state === 'draft' ? null : 'user-member',
			subcontractorType: entry.state === 'draft' ? null : '1',
			responseId: entry.response ? ids.responses[entry.response] : null,
			responseComment: entry.responseComment || null,
			respondedBy: reviewed ? 'user-member' : null,
			respondedAt: reviewed ? iso(time) : null,
			userId: 'user-admin',
			time,
		});
	});
	// Resubmitted items keep their first round; files came with each round.
	for (const [key, response] of [['hardware', 'revise'], ['curtainWall', 'rejected'], ['roofing', 'asNoted']]) {
		const item = container.itemsById.get(ids.items[key]);
		item.revisions.push({ ...revisionOf(item), revision: 0, stateId: 'cls', responseId: ids.responses[response] });
		item.revision = 1;
	}
	const files = [
		['hardware', 'Door hardware schedule rev B.pdf', 0, 0],
		['hardware', 'Reviewer markups.pdf', 1, 1],
		['curtainWall', 'CW-101 Elevations.pdf', 0, 0],
		['roofing', 'Roofing warranty.pdf', 1, 2],
	];
	for (const [key, name, revision, days] of files) {
		const item = container.itemsById.get(ids.items[key]);
		item.attachments.push(attachment(item, name, revision, 'user-member', seed.SEED_TIME + days * seed.DAY_MS));
	}
	return container;
}

function addSpec(container, { id, identifier, title, userId, time }) {
	const spec = { id: id || crypto.randomUUID(), identifier, title, createdBy: userId, createdAt: iso(time), updatedBy: userId, updatedAt: iso(time) };
	container.specs.push(spec);
	return spec;
}

function addPackage(container, { id, title, description, specId, userId, time }) {
	const spec = container.specs.find((entry) => entry.id === specId);
	const entry = {
		id: id || crypto.randomUUID(),
		identifier: container.nextPackageIdentifier++,
		title,
		description: description ?? null,
		specId: spec ? spec.id : null,
		specIdentifier: spec ? spec.identifier : null,
		createdBy: userId,
		createdAt: iso(time),
		updatedBy: userId,
		updatedAt: iso(time),
	};
	container.packages.push(entry);
	return entry;
}

/** Adds an item with the next identifier (1, 2...) in `stateId`. */
function addItem(container, { id, userId, time, ...fields }) {
	const item = {
		id: id || crypto.randomUUID(),
		identifier: container.nextIdentifier++,
		customIdentifier: null,
		title: '',
		description: null,
		typeId: null,
		specId: null,
		packageId: null,
		stateId: 'mgr-1',
		priority: 'normal',
		revision: 0,
		manager: null,
		managerType: null,
		subcontractor: null,
		subcontractorType: null,
		dueDate: null,
		requiredOnJobDate: null,
		responseId: null,
		responseComment: null,
		respondedBy: null,
		respondedAt: null,
		...fields,
		createdBy: userId,
		createdAt: iso(time),
		updatedBy: userId,
		updatedAt: iso(time),
		revisions: [],
		attachments: [],
	};
	container.items.push(item);
	container.itemsById.set(item.id, item);
	return item;
}

/** A past state of an item, as its revision history keeps it. */
function revisionOf(item) {
	const { revisions: _revisions, attachments: _attachments, ...fields } = item;
	return structuredClone(fields);
}

function attachment(item, name, revision, userId, time) {
	const id = crypto.randomUUID();
	return {
		id,
		itemId: item.id,
		name,
		revision,
		categoryId: revision === 0 ? 'submitter' : 'review',
		urn: `urn:adsk.wipprod:dm.lineage:${id.slice(0, 22)}`,
		createdBy: userId,
		createdAt: iso(time),
	};
}

module.exports = { createSubmittalsState, containerOf, addItem, addSpec, addPackage, revisionOf, iso };
