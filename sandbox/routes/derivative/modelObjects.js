'use strict';

const crypto = require('node:crypto');

/**
 * The objects of a translated model view: a tree and each object's properties. A small model is
 * the OpenAPI file's example (an assembly of three parts); a source whose name contains `large`
 * has LARGE_GROUPS x LARGE_PARTS parts, enough to need the paged properties query.
 */

const LARGE_GROUPS = 40;
const LARGE_PARTS = 75;
const MATERIALS = ['ABS Plastic', 'Steel', 'Aluminum 6061', 'Glass'];

const isLarge = (manifest) => manifest.name.toLowerCase().includes('large');

function externalId(seed, objectid) {
	return crypto.createHash('sha1').update(`${seed}|${objectid}`).digest('base64url').slice(0, 22);
}

/** `{ tree, objects }`: the tree as the service nests it, and every object flat by objectid order. */
function modelObjects(manifest, guid) {
	const seed = `${manifest.urn}|${guid}`;
	const objects = [];
	let next = 1;
	const node = (name, properties, children) => {
		const objectid = next++;
		objects.push({ objectid, name, externalId: externalId(seed, objectid), properties: { Name: name, ...properties } });
		const entry = { objectid, name };
		const built = children ? children() : [];
		if (built.length) entry.objects = built;
		return entry;
	};
	const part = (name, index) =>
		node(name, {
			'Component Name': name,
			Material: MATERIALS[index % MATERIALS.length],
			'Mass Properties': { Area: `${1000 + index * 7} millimeter^2`, Volume: `${2500 + index * 11} millimeter^3` },
		});
	const rootName = manifest.name.replace(/\.[^.]*$/, '') || 'model';
	const root = isLarge(manifest)
		? node(rootName, {}, () =>
				Array.from({ length: LARGE_GROUPS }, (_, group) =>
					node(`Group ${group + 1}`, { 'Component Name': `Group ${group + 1}` }, () =>
						Array.from({ length: LARGE_PARTS }, (_, index) => part(`Part ${group + 1}-${index + 1}`, group * LARGE_PARTS + index)),
					),
				),
			)
		: node(rootName, {}, () => [
				node('Model', { 'Component Name': 'Model', 'Design Tracking Properties': { 'Design State': 'WorkInProgress', Designer: 'ADSK', 'File Subtype': 'Assembly' } }, () => [
					node('Bottom', { 'Component Name': 'A5-P1' }, () => [part('Box', 0)]),
					node('Pillar', { 'Component Name': 'Pillar' }, () => [part('Cylinder', 1)]),
					node('Top', { 'Component Name': 'Top' }, () => [part('Box', 2)]),
				]),
			]);
	return { tree: [root], objects };
}

/** The subtree whose root has `objectid`, or undefined. */
function subtree(tree, objectid) {
	for (const entry of tree) {
		if (entry.objectid === objectid) return entry;
		const found = entry.objects && subtree(entry.objects, objectid);
		if (found) return found;
	}
	return undefined;
}

module.exports = { modelObjects, subtree, isLarge, LARGE_COUNT: 1 + LARGE_GROUPS * (1 + LARGE_PARTS) };
