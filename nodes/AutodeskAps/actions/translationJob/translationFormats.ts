/**
 * The output formats of a translation job and the `advanced` members each one takes (spec 6,
 * format-specific members), with the rule each value must follow. `param` is the name of the
 * node field, `api` the member sent, `label` the field's display name (errors name it).
 */

export const OUTPUT_TYPES = [
	'dwg',
	'fbx',
	'ifc',
	'iges',
	'obj',
	'step',
	'stl',
	'svf',
	'svf2',
	'thumbnail',
] as const;
export type OutputType = (typeof OUTPUT_TYPES)[number];

export type Rule =
	| { kind: 'enum'; values: ReadonlyArray<string | number> }
	| { kind: 'boolean' }
	| { kind: 'fraction' }
	| { kind: 'text' }
	| { kind: 'integers' };

export interface Member {
	param: string;
	api: string;
	label: string;
	rule: Rule;
}

export interface FormatRules {
	/** The node field (a collection) that holds this type's advanced options. */
	collection?: string;
	members: Member[];
}

const oneOf = (...values: Array<string | number>): Rule => ({ kind: 'enum', values });
const BOOLEAN: Rule = { kind: 'boolean' };
const FRACTION: Rule = { kind: 'fraction' };
const TEXT: Rule = { kind: 'text' };
const INTEGERS: Rule = { kind: 'integers' };
const VISIBILITY = oneOf('hide', 'show', 'skip');

export const UNITS = [
	'meter',
	'decimeter',
	'centimeter',
	'millimeter',
	'micrometer',
	'nanometer',
	'yard',
	'foot',
	'inch',
	'mil',
	'microinch',
];
export const THUMBNAIL_SIZES = [100, 200, 400];
export const VIEWS = ['2d', '3d'];

/**
 * SVF and SVF2, per input format. The spec writes the vendor's name as "vendor": the service's
 * own names are materialMode `autodesk` and NWD `autodeskMaterialProperties`.
 */
const SVF_MEMBERS: Member[] = [
	{
		param: 'requestedLinkageIDs',
		api: 'requestedLinkageIDs',
		label: 'DGN: Requested Linkage IDs',
		rule: INTEGERS,
	},
	{ param: 'twoDViews', api: '2dviews', label: 'DWG/RVT: 2D Views', rule: oneOf('legacy', 'pdf') },
	{
		param: 'buildingStoreys',
		api: 'buildingStoreys',
		label: 'IFC: Building Storeys',
		rule: VISIBILITY,
	},
	{
		param: 'conversionMethod',
		api: 'conversionMethod',
		label: 'IFC: Conversion Method',
		rule: oneOf('legacy', 'modern', 'v3', 'v4'),
	},
	{
		param: 'openingElements',
		api: 'openingElements',
		label: 'IFC: Opening Elements',
		rule: VISIBILITY,
	},
	{ param: 'spaces', api: 'spaces', label: 'IFC: Spaces', rule: VISIBILITY },
	{
		param: 'switchLoader',
		api: 'switchLoader',
		label: 'IFC: Switch Loader (Deprecated)',
		rule: BOOLEAN,
	},
	{
		param: 'autodeskMaterialProperties',
		api: 'autodeskMaterialProperties',
		label: 'NWD: Autodesk Material Properties',
		rule: BOOLEAN,
	},
	{
		param: 'basicMaterialProperties',
		api: 'basicMaterialProperties',
		label: 'NWD: Basic Material Properties',
		rule: BOOLEAN,
	},
	{ param: 'hiddenObjects', api: 'hiddenObjects', label: 'NWD: Hidden Objects', rule: BOOLEAN },
	{
		param: 'timelinerProperties',
		api: 'timelinerProperties',
		label: 'NWD: Timeliner Properties',
		rule: BOOLEAN,
	},
	{
		param: 'extractorVersion',
		api: 'extractorVersion',
		label: 'RVT: Extractor Version',
		rule: oneOf('next', 'previous'),
	},
	{
		param: 'generateMasterViews',
		api: 'generateMasterViews',
		label: 'RVT: Generate Master Views',
		rule: BOOLEAN,
	},
	{
		param: 'materialMode',
		api: 'materialMode',
		label: 'RVT: Material Mode',
		rule: oneOf('auto', 'basic', 'autodesk'),
	},
	{
		param: 'hierarchy',
		api: 'hierarchy',
		label: 'VUE: Hierarchy',
		rule: oneOf('Classic', 'SystemPath'),
	},
];

const TOLERANCE: Member = {
	param: 'tolerance',
	api: 'tolerance',
	label: 'Tolerance',
	rule: FRACTION,
};

export const FORMAT_RULES: Record<OutputType, FormatRules> = {
	svf: { collection: 'svfOptions', members: SVF_MEMBERS },
	svf2: { collection: 'svfOptions', members: SVF_MEMBERS },
	thumbnail: {
		collection: 'thumbnailOptions',
		members: [
			{ param: 'height', api: 'height', label: 'Height', rule: oneOf(...THUMBNAIL_SIZES) },
			{ param: 'width', api: 'width', label: 'Width', rule: oneOf(...THUMBNAIL_SIZES) },
		],
	},
	stl: {
		collection: 'stlOptions',
		members: [
			{ param: 'exportColor', api: 'exportColor', label: 'Export Color', rule: BOOLEAN },
			{
				param: 'exportFileStructure',
				api: 'exportFileStructure',
				label: 'File Structure',
				rule: oneOf('single', 'multiple'),
			},
			{ param: 'format', api: 'format', label: 'STL Format', rule: oneOf('binary', 'ascii') },
		],
	},
	step: {
		collection: 'stepOptions',
		members: [
			{
				param: 'applicationProtocol',
				api: 'applicationProtocol',
				label: 'Application Protocol',
				rule: oneOf('203', '214', '242'),
			},
			TOLERANCE,
		],
	},
	iges: {
		collection: 'igesOptions',
		members: [
			{
				param: 'sheetType',
				api: 'sheetType',
				label: 'Sheet Type',
				rule: oneOf('open', 'shell', 'surface', 'wireframe'),
			},
			{
				param: 'solidType',
				api: 'solidType',
				label: 'Solid Type',
				rule: oneOf('solid', 'surface', 'wireframe'),
			},
			{
				param: 'surfaceType',
				api: 'surfaceType',
				label: 'Surface Type',
				rule: oneOf('bounded', 'trimmed', 'wireframe'),
			},
			TOLERANCE,
		],
	},
	obj: {
		collection: 'objOptions',
		members: [
			{
				param: 'exportFileStructure',
				api: 'exportFileStructure',
				label: 'File Structure',
				rule: oneOf('single', 'multiple'),
			},
			{ param: 'modelGuid', api: 'modelGuid', label: 'Model View ID', rule: TEXT },
			{ param: 'objectIds', api: 'objectIds', label: 'Object IDs', rule: INTEGERS },
			{ param: 'unit', api: 'unit', label: 'Unit', rule: oneOf(...UNITS) },
		],
	},
	dwg: {
		collection: 'dwgOptions',
		members: [
			{
				param: 'exportSettingName',
				api: 'exportSettingName',
				label: 'Export Setting Name',
				rule: TEXT,
			},
		],
	},
	ifc: {
		collection: 'ifcOptions',
		members: [
			{
				param: 'exportSettingName',
				api: 'exportSettingName',
				label: 'Export Setting Name',
				rule: TEXT,
			},
		],
	},
	fbx: { members: [] },
};
