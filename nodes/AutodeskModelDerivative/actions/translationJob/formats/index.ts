import type { INodeProperties } from 'n8n-workflow';

import { objOptionsProperty } from './obj';
import { dwgOptionsProperty, ifcOptionsProperty, thumbnailOptionsProperty } from './others';
import { igesOptionsProperty, stepOptionsProperty, stlOptionsProperty } from './solids';
import { svfOptionsProperty, viewsProperty } from './svf';

/**
 * The Output Formats field: any number of entries, each one output type with exactly that
 * type's options (shown by the entry's Type).
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

/** Each output type as the Type dropdown shows it. */
const TYPE_OPTIONS: Record<OutputType, { name: string; description: string }> = {
	dwg: { name: 'DWG', description: '2D drawings, from RVT, F2D and F3D' },
	fbx: { name: 'FBX', description: 'From F3D' },
	ifc: { name: 'IFC', description: 'From RVT' },
	iges: { name: 'IGES', description: 'From F3D, FBX, IAM, IPT and WIRE' },
	obj: { name: 'OBJ', description: 'Meshes, also geometry extraction of chosen objects' },
	step: { name: 'STEP', description: 'From F3D, FBX, IAM, IPT and WIRE' },
	stl: { name: 'STL', description: 'From F3D, FBX, IAM, IPT and WIRE' },
	svf: { name: 'SVF', description: 'Viewer format (legacy)' },
	svf2: { name: 'SVF2', description: 'Viewer format, recommended for the viewer' },
	thumbnail: { name: 'Thumbnail', description: 'PNG thumbnails' },
};

/**
 * The collection of options each output type shows (none for FBX): the one declaration of the
 * `advanced` members a job may send for it, and of the rule each value must follow.
 */
export const FORMAT_OPTIONS: Record<OutputType, INodeProperties | undefined> = {
	dwg: dwgOptionsProperty,
	fbx: undefined,
	ifc: ifcOptionsProperty,
	iges: igesOptionsProperty,
	obj: objOptionsProperty,
	step: stepOptionsProperty,
	stl: stlOptionsProperty,
	svf: svfOptionsProperty,
	svf2: svfOptionsProperty,
	thumbnail: thumbnailOptionsProperty,
};

const typeProperty: INodeProperties = {
	displayName: 'Type',
	name: 'type',
	type: 'options',
	default: 'svf2',
	description:
		'The derivative to generate. Which types a source can become depends on its file type (the service lists them at /modelderivative/v2/designdata/formats).',
	options: OUTPUT_TYPES.map((value) => ({ ...TYPE_OPTIONS[value], value })),
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
