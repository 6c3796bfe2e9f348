'use strict';

const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const { n8n } = require(path.join(ROOT, 'package.json'));

/**
 * The package's nodes as n8n loads them: the built classes of package.json's `n8n.nodes` (dist/;
 * build first), in that order, each with its folder, its class and its description. Plain
 * JavaScript, so that the package tests, the e2e tests and the benchmarks read them alike.
 */
function builtNodes() {
	return n8n.nodes.map((file) => {
		const folder = path.basename(file, '.node.js');
		const { [folder]: NodeClass } = require(path.join(ROOT, file));
		return { folder, NodeClass, description: new NodeClass().description };
	});
}

/** One built node by its folder name (AutodeskApsTrigger). */
function builtNode(folder) {
	const node = builtNodes().find((candidate) => candidate.folder === folder);
	if (!node) throw new Error(`package.json's n8n.nodes lists no node ${folder}`);
	return node;
}

/**
 * The built action nodes (the nodes with a Resource field), each with its resources in the
 * description's order, each resource with its operations.
 */
function builtActionNodes() {
	return builtNodes().flatMap((node) => {
		const { properties } = node.description;
		const resourceField = properties.find((property) => property.name === 'resource');
		if (!resourceField) return [];
		const resources = resourceField.options.map((resource) => ({
			...resource,
			operations: properties.find(
				(property) => property.name === 'operation' && property.displayOptions?.show?.resource?.includes(resource.value),
			).options,
		}));
		return [{ ...node, resources }];
	});
}

module.exports = { builtNodes, builtNode, builtActionNodes };
