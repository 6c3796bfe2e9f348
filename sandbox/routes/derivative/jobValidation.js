'use strict';

const { HttpError } = require('../../http');

/** Output types of a translation job. */
const OUTPUT_TYPES = ['dwg', 'fbx', 'ifc', 'iges', 'obj', 'step', 'stl', 'svf', 'svf2', 'thumbnail'];

const UNITS = ['meter', 'decimeter', 'centimeter', 'millimeter', 'micrometer', 'nanometer', 'yard', 'foot', 'inch', 'mil', 'microinch'];
const THUMBNAIL_SIZES = [100, 200, 400];
const MAX_WORKFLOW_ATTRIBUTE_BYTES = 1024;

/**
 * The `advanced` members of each output type: enum members list their values, the rest name a
 * kind. `materialMode` also takes `autodesk` (the OpenAPI file's name for `vendor`) and NWD input
 * `autodeskMaterialProperties` (its name for `vendorMaterialProperties`).
 */
const SVF_ADVANCED = {
	'2dviews': ['legacy', 'pdf'],
	conversionMethod: ['legacy', 'modern', 'v3', 'v4'],
	buildingStoreys: ['hide', 'show', 'skip'],
	spaces: ['hide', 'show', 'skip'],
	openingElements: ['hide', 'show', 'skip'],
	extractorVersion: ['next', 'previous'],
	materialMode: ['auto', 'basic', 'vendor', 'autodesk'],
	hierarchy: ['Classic', 'SystemPath'],
	requestedLinkageIDs: 'integer[]',
	switchLoader: 'boolean',
	hiddenObjects: 'boolean',
	basicMaterialProperties: 'boolean',
	vendorMaterialProperties: 'boolean',
	autodeskMaterialProperties: 'boolean',
	timelinerProperties: 'boolean',
	generateMasterViews: 'boolean',
};

const ADVANCED = {
	svf: SVF_ADVANCED,
	svf2: SVF_ADVANCED,
	thumbnail: { width: THUMBNAIL_SIZES, height: THUMBNAIL_SIZES },
	stl: { format: ['binary', 'ascii'], exportColor: 'boolean', exportFileStructure: ['single', 'multiple'] },
	step: { applicationProtocol: ['203', '214', '242'], tolerance: 'fraction' },
	iges: {
		tolerance: 'fraction',
		surfaceType: ['bounded', 'trimmed', 'wireframe'],
		sheetType: ['open', 'shell', 'surface', 'wireframe'],
		solidType: ['solid', 'surface', 'wireframe'],
	},
	obj: { exportFileStructure: ['single', 'multiple'], unit: UNITS, modelGuid: 'string', objectIds: 'integer[]' },
	dwg: { exportSettingName: 'string' },
	ifc: { exportSettingName: 'string' },
	fbx: {},
};

const invalid = (diagnostic) => new HttpError(400, 'Bad Request', diagnostic);

/**
 * Checks a job body against every rule of the job tables. Throws 400 (or 406 for an unknown
 * output type) with the reason; answers the decoded object id of the source.
 */
function validateJob(body) {
	if (!isObject(body)) throw invalid('The request body must be a JSON object.');
	const objectId = validateInput(body.input);
	validateOutput(body.output);
	validateMisc(body.misc);
	return { objectId };
}

function validateInput(input) {
	if (!isObject(input)) throw invalid("Missing required field 'input'.");
	if (input.urn === undefined || input.urn === '') throw invalid("Missing required field 'input.urn'.");
	const objectId = decodeUrn(input.urn);
	if (objectId === undefined) throw invalid("Invalid 'input.urn': it must be the URL-safe Base64 (no padding) of an object id starting with 'urn:'.");
	for (const name of ['compressedUrn', 'checkReferences']) {
		if (input[name] !== undefined && typeof input[name] !== 'boolean') throw invalid(`'input.${name}' must be a boolean.`);
	}
	if (input.rootFilename !== undefined && typeof input.rootFilename !== 'string') throw invalid("'input.rootFilename' must be a string.");
	if (input.compressedUrn === true && !input.rootFilename) throw invalid("'input.rootFilename' is required when 'input.compressedUrn' is true.");
	return objectId;
}

/** The object id of a URL-safe Base64 URN, or undefined when it is not one. */
function decodeUrn(urn) {
	if (typeof urn !== 'string' || !/^[A-Za-z0-9_-]+$/.test(urn) || urn.length % 4 === 1) return undefined;
	const decoded = Buffer.from(urn, 'base64url').toString('utf8');
	if (Buffer.from(decoded, 'utf8').toString('base64url') !== urn) return undefined;
	return decoded.startsWith('urn:') ? decoded : undefined;
}

function validateOutput(output) {
	if (!isObject(output)) throw invalid("Missing required field 'output'.");
	if (!Array.isArray(output.formats) || !output.formats.length) throw invalid("'output.formats' must be a non-empty array.");
	output.formats.forEach((format, index) => validateFormat(format, `output.formats[${index}]`));
	if (output.destination !== undefined) {
		if (!isObject(output.destination)) throw invalid("'output.destination' must be an object.");
		const region = output.destination.region;
		if (region !== undefined && (typeof region !== 'string' || !/^(us|emea)$/i.test(region))) throw invalid("'output.destination.region' must be 'us' or 'emea'.");
	}
}

function validateFormat(format, where) {
	if (!isObject(format)) throw invalid(`'${where}' must be an object.`);
	if (typeof format.type !== 'string' || !format.type) throw invalid(`Missing required field '${where}.type'.`);
	if (!OUTPUT_TYPES.includes(format.type)) {
		throw new HttpError(406, 'Not Acceptable', `Unsupported output type '${format.type}'; one of ${OUTPUT_TYPES.join(', ')}.`);
	}
	if (format.type === 'svf' || format.type === 'svf2') validateViews(format.views, where);
	if (format.advanced === undefined) return;
	if (!isObject(format.advanced)) throw invalid(`'${where}.advanced' must be an object.`);
	const rules = ADVANCED[format.type];
	for (const [name, rule] of Object.entries(rules)) {
		if (format.advanced[name] !== undefined) validateMember(format.advanced[name], rule, `${where}.advanced.${name}`);
	}
	if (format.type === 'obj') validateGeometryExtraction(format.advanced, where);
}

function validateViews(views, where) {
	if (!Array.isArray(views) || !views.length) throw invalid(`'${where}.views' is required for svf and svf2: a non-empty array of '2d' and '3d'.`);
	if (views.some((view) => view !== '2d' && view !== '3d')) throw invalid(`'${where}.views' may hold only '2d' and '3d'.`);
	if (new Set(views).size !== views.length) throw invalid(`'${where}.views' must not repeat a view.`);
}

function validateMember(value, rule, where) {
	if (Array.isArray(rule)) {
		const candidate = typeof value === 'number' && typeof rule[0] === 'string' ? String(value) : value;
		if (!rule.includes(candidate)) throw invalid(`Invalid '${where}': ${JSON.stringify(value)}; one of ${rule.join(', ')}.`);
	} else if (rule === 'boolean') {
		if (typeof value !== 'boolean') throw invalid(`'${where}' must be a boolean.`);
	} else if (rule === 'string') {
		if (typeof value !== 'string' || !value) throw invalid(`'${where}' must be a non-empty string.`);
	} else if (rule === 'fraction') {
		if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) throw invalid(`'${where}' must be a number between 0 and 1.`);
	} else if (rule === 'integer[]') {
		if (!Array.isArray(value) || value.some((item) => !Number.isInteger(item))) throw invalid(`'${where}' must be an array of integers.`);
	}
}

/** OBJ geometry extraction: modelGuid and objectIds together; objectIds is [-1] or ids >= 0. */
function validateGeometryExtraction(advanced, where) {
	const hasGuid = advanced.modelGuid !== undefined;
	const hasIds = advanced.objectIds !== undefined;
	if (hasGuid && !hasIds) throw invalid(`'${where}.advanced.objectIds' is required with modelGuid for geometry extraction.`);
	if (hasIds && !hasGuid) throw invalid(`'${where}.advanced.modelGuid' is required with objectIds for geometry extraction.`);
	if (!hasIds) return;
	const ids = advanced.objectIds;
	if (!ids.length) throw invalid(`'${where}.advanced.objectIds' must not be empty; use [-1] for the whole model.`);
	const wholeModel = ids.length === 1 && ids[0] === -1;
	if (!wholeModel && ids.some((id) => id < 0)) throw invalid(`Invalid '${where}.advanced.objectIds': -1 must be the only value; otherwise each id must be 0 or greater.`);
}

function validateMisc(misc) {
	if (misc === undefined) return;
	if (!isObject(misc)) throw invalid("'misc' must be an object.");
	if (misc.workflow === undefined) return;
	if (typeof misc.workflow !== 'string' || !/^[A-Za-z0-9-]{1,36}$/.test(misc.workflow)) {
		throw invalid("'misc.workflow' must be 1 to 36 characters of ASCII letters, digits and hyphen.");
	}
	if (misc.workflowAttribute === undefined) return;
	if (!isObject(misc.workflowAttribute)) throw invalid("'misc.workflowAttribute' must be a JSON object.");
	if (Buffer.byteLength(JSON.stringify(misc.workflowAttribute)) >= MAX_WORKFLOW_ATTRIBUTE_BYTES) throw invalid("'misc.workflowAttribute' must be under 1 KB.");
}

function isObject(value) {
	return value !== null && typeof value === 'object' && !Array.isArray(value);
}

module.exports = { validateJob, decodeUrn, OUTPUT_TYPES };
