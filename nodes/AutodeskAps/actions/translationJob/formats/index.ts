import type { INodeProperties } from 'n8n-workflow';

import { objOptionsProperty } from './obj';
import { dwgOptionsProperty, ifcOptionsProperty, thumbnailOptionsProperty } from './others';
import { igesOptionsProperty, stepOptionsProperty, stlOptionsProperty } from './solids';
import { svfOptionsProperty, viewsProperty } from './svf';

/**
 * The Output Formats field: any number of entries, each one output type with exactly that
 * type's options (shown by the entry's Type).
 */

const typeProperty: INodeProperties = {
	displayName: 'Type',
	name: 'type',
	type: 'options',
	default: 'svf2',
	description:
		'The derivative to generate. Which types a source can become depends on its file type (the service lists them at /modelderivative/v2/designdata/formats).',
	options: [
		{ name: 'DWG', value: 'dwg', description: '2D drawings, from RVT, F2D and F3D' },
		{ name: 'FBX', value: 'fbx', description: 'From F3D' },
		{ name: 'IFC', value: 'ifc', description: 'From RVT' },
		{ name: 'IGES', value: 'iges', description: 'From F3D, FBX, IAM, IPT and WIRE' },
		{
			name: 'OBJ',
			value: 'obj',
			description: 'Meshes, also geometry extraction of chosen objects',
		},
		{ name: 'STEP', value: 'step', description: 'From F3D, FBX, IAM, IPT and WIRE' },
		{ name: 'STL', value: 'stl', description: 'From F3D, FBX, IAM, IPT and WIRE' },
		{ name: 'SVF', value: 'svf', description: 'Viewer format (legacy)' },
		{ name: 'SVF2', value: 'svf2', description: 'Viewer format, recommended for the viewer' },
		{ name: 'Thumbnail', value: 'thumbnail', description: 'PNG thumbnails' },
	],
};

export const outputFormatsProperty: INodeProperties = {
	displayName: 'Output Formats',
	name: 'outputFormats',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Output Format',
	required: true,
	default: {},
	description: 'The derivatives to generate; add one entry per output type',
	options: [
		{
			displayName: 'Format',
			name: 'format',
			values: [
				typeProperty,
				viewsProperty,
				svfOptionsProperty,
				thumbnailOptionsProperty,
				stlOptionsProperty,
				stepOptionsProperty,
				igesOptionsProperty,
				objOptionsProperty,
				dwgOptionsProperty,
				ifcOptionsProperty,
			],
		},
	],
};
