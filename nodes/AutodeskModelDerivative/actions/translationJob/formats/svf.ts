import type { INodeProperties } from 'n8n-workflow';

/** SVF and SVF2 (viewer formats): the views to generate and the options per source file type. */

const VISIBILITY_OPTIONS = [
	{ name: 'Hide (Default)', value: 'hide', description: 'Translated, hidden at first' },
	{ name: 'Show', value: 'show', description: 'Translated and visible' },
	{ name: 'Skip', value: 'skip', description: 'Not translated' },
];

export const viewsProperty: INodeProperties = {
	displayName: 'Views',
	name: 'views',
	type: 'multiOptions',
	required: true,
	default: ['2d', '3d'],
	description: 'Which views to generate (required for SVF and SVF2)',
	displayOptions: { show: { type: ['svf', 'svf2'] } },
	options: [
		{ name: '2D', value: '2d' },
		{ name: '3D', value: '3d' },
	],
};

export const svfOptionsProperty: INodeProperties = {
	displayName: 'Options by Source File Type',
	name: 'svfOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	description:
		'Each option applies to the source file type its name starts with. An option that is not added is not sent: the service default applies.',
	displayOptions: { show: { type: ['svf', 'svf2'] } },
	options: [
		{
			displayName: 'DGN: Requested Linkage IDs',
			name: 'requestedLinkageIDs',
			type: 'string',
			default: '',
			placeholder: 'e.g. 1, 2, 3',
			description:
				'User data linkage IDs of the linkage data to extract, as comma-separated whole numbers. Without it no linkage data is extracted.',
		},
		{
			displayName: 'DWG/RVT: 2D Views',
			name: 'twoDViews',
			type: 'options',
			default: 'legacy',
			description: 'The format 2D views are rendered to',
			options: [
				{ name: 'Legacy (Default)', value: 'legacy', description: "The viewer's own 2D format" },
				{
					name: 'PDF',
					value: 'pdf',
					description:
						'For RVT only files of release 2022 and newer; for DWG only properties with semantic values are extracted',
				},
			],
		},
		{
			displayName: 'IFC: Building Storeys',
			name: 'buildingStoreys',
			type: 'options',
			default: 'hide',
			description: 'How building storeys are translated. No effect with conversion method Legacy.',
			options: VISIBILITY_OPTIONS,
		},
		{
			displayName: 'IFC: Conversion Method',
			name: 'conversionMethod',
			type: 'options',
			default: 'v4',
			description:
				'The IFC loader to use. When both this and Switch Loader are set, this one wins; Switch Loader is used only when this is not set.',
			options: [
				{ name: 'Legacy', value: 'legacy', description: 'Loader v1: IFC 2x3' },
				{ name: 'Modern', value: 'modern', description: 'Loader v2: IFC 2x3 and 4' },
				{ name: 'V3', value: 'v3', description: 'Loader v3: IFC 2x3, 4 and 4.3' },
				{ name: 'V4 (Recommended)', value: 'v4', description: 'Native loader: IFC 2x3, 4 and 4.3' },
			],
		},
		{
			displayName: 'IFC: Opening Elements',
			name: 'openingElements',
			type: 'options',
			default: 'hide',
			description: 'How openings are translated. No effect with conversion method Legacy.',
			options: VISIBILITY_OPTIONS,
		},
		{
			displayName: 'IFC: Spaces',
			name: 'spaces',
			type: 'options',
			default: 'hide',
			description: 'How spaces are translated. No effect with conversion method Legacy.',
			options: VISIBILITY_OPTIONS,
		},
		{
			displayName: 'IFC: Switch Loader (Deprecated)',
			name: 'switchLoader',
			type: 'boolean',
			default: false,
			description:
				'Whether to use the newer IFC loader. Deprecated: use Conversion Method. When both are set, Conversion Method wins; this one counts only without it.',
		},
		{
			displayName: 'NWD: Autodesk Material Properties',
			name: 'autodeskMaterialProperties',
			type: 'boolean',
			default: false,
			description: 'Whether to extract the properties of Autodesk (vendor) materials',
		},
		{
			displayName: 'NWD: Basic Material Properties',
			name: 'basicMaterialProperties',
			type: 'boolean',
			default: false,
			description: 'Whether to extract the properties of basic materials',
		},
		{
			displayName: 'NWD: Hidden Objects',
			name: 'hiddenObjects',
			type: 'boolean',
			default: false,
			description: 'Whether to extract hidden objects too',
		},
		{
			displayName: 'NWD: Timeliner Properties',
			name: 'timelinerProperties',
			type: 'boolean',
			default: false,
			description: 'Whether to extract Timeliner properties',
		},
		{
			displayName: 'RVT: Extractor Version',
			name: 'extractorVersion',
			type: 'options',
			default: '',
			description: 'Which release of the Revit extractor translates the file',
			options: [
				{ name: 'Current Official Release (Default)', value: '', description: 'Nothing is sent' },
				{
					name: 'Next',
					value: 'next',
					description: 'The newest, possibly a pre-release; the current release when there is none',
				},
				{ name: 'Previous', value: 'previous', description: 'The previous official release' },
			],
		},
		{
			displayName: 'RVT: Generate Master Views',
			name: 'generateMasterViews',
			type: 'boolean',
			default: false,
			description:
				'Whether to create a 3D master view per phase (without elements of linked models). The view is named after the phase, with a suffix when that name exists. May lengthen the translation.',
		},
		{
			displayName: 'RVT: Material Mode',
			name: 'materialMode',
			type: 'options',
			default: 'auto',
			description: 'The materials applied to the derivatives',
			options: [
				{ name: 'Auto (Default)', value: 'auto', description: 'The setting of the default view' },
				{ name: 'Autodesk', value: 'autodesk', description: 'Autodesk (vendor) materials' },
				{ name: 'Basic', value: 'basic', description: 'Basic materials' },
			],
		},
		{
			displayName: 'VUE: Hierarchy',
			name: 'hierarchy',
			type: 'options',
			default: 'Classic',
			description: 'How the hierarchy of items is built',
			options: [
				{ name: 'Classic (Default)', value: 'Classic', description: 'Fixed rules' },
				{
					name: 'System Path',
					value: 'SystemPath',
					description:
						'A linked XML or MDB2 properties file, by the SP3D_SystemPath or System Path property (backslash-delimited)',
				},
			],
		},
	],
};
