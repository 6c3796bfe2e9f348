import type { INodeProperties } from 'n8n-workflow';

/** OBJ, including geometry extraction (a model view and some or all of its objects). */

export const objOptionsProperty: INodeProperties = {
	displayName: 'OBJ Options',
	name: 'objOptions',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	description:
		'For geometry extraction add both Model View ID and Object IDs (3D views only); without them the whole design is exported',
	displayOptions: { show: { type: ['obj'] } },
	options: [
		{
			displayName: 'File Structure',
			name: 'exportFileStructure',
			type: 'options',
			default: 'single',
			description: 'Ignored for geometry extraction',
			options: [
				{ name: 'Single (Default)', value: 'single', description: 'One file for all input files' },
				{ name: 'Multiple', value: 'multiple', description: 'One file per input file' },
			],
		},
		{
			displayName: 'Model View ID',
			name: 'modelGuid',
			type: 'string',
			default: '',
			placeholder: 'e.g. 4f981e94-8241-4eaf-b08b-cd337c6b8b1f',
			description:
				'Geometry extraction: the GUID of the 3D model view to extract from (modelGuid). Required together with Object IDs.',
		},
		{
			displayName: 'Object IDs',
			name: 'objectIds',
			type: 'string',
			default: '-1',
			placeholder: 'e.g. -1 or 12, 15, 40',
			description:
				'Geometry extraction: the objects to extract, as comma-separated whole numbers: -1 alone for the whole model, otherwise IDs of 0 or greater. Required together with Model View ID.',
		},
		{
			displayName: 'Unit',
			name: 'unit',
			type: 'options',
			default: '',
			description:
				'Converts values to this unit. An unsupported source or target unit leaves values unchanged; not supported for F3D files.',
			options: [
				{ name: 'Centimeter', value: 'centimeter' },
				{ name: 'Decimeter', value: 'decimeter' },
				{ name: 'Foot', value: 'foot' },
				{ name: 'Inch', value: 'inch' },
				{ name: 'Keep the Source Unit (Default)', value: '', description: 'Nothing is sent' },
				{ name: 'Meter', value: 'meter' },
				{ name: 'Microinch', value: 'microinch' },
				{ name: 'Micrometer', value: 'micrometer' },
				{ name: 'Mil', value: 'mil' },
				{ name: 'Millimeter', value: 'millimeter' },
				{ name: 'Nanometer', value: 'nanometer' },
				{ name: 'Yard', value: 'yard' },
			],
		},
	],
};
