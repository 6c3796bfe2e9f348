import type { INodeProperties } from 'n8n-workflow';

import * as create from './create.operation';
import * as deleteManifest from './deleteManifest.operation';
import * as downloadDerivatives from './downloadDerivatives.operation';
import * as getManifest from './getManifest.operation';
import * as getThumbnail from './getThumbnail.operation';

export const option = {
	name: 'Translation Job',
	value: 'translationJob',
	description: 'Translate designs into viewer, CAD and mesh formats and read their manifests',
};

export const operations = {
	create,
	getManifest,
	deleteManifest,
	downloadDerivatives,
	getThumbnail,
};

export const description: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['translationJob'] } },
		options: [
			{
				name: 'Create',
				value: 'create',
				description: 'Start translating a design into one or more output formats',
				action: 'Create a translation job',
			},
			{
				name: 'Delete Manifest',
				value: 'deleteManifest',
				description: 'Delete the manifest and all derivatives of a design',
				action: 'Delete a manifest',
			},
			{
				name: 'Download Derivatives',
				value: 'downloadDerivatives',
				description:
					'Download the translated files of chosen types (OBJ, STEP, STL...) as binary data, one item per file',
				action: 'Download derivatives',
			},
			{
				name: 'Get Manifest',
				value: 'getManifest',
				description: "Get the status, progress and derivatives of a design's translations",
				action: 'Get a manifest',
			},
			{
				name: 'Get Thumbnail',
				value: 'getThumbnail',
				description: 'Get the PNG thumbnail of a translated design (100, 200 or 400 pixels)',
				action: 'Get a thumbnail',
			},
		],
		default: 'create',
	},
	...create.description,
	...getManifest.description,
	...deleteManifest.description,
	...getThumbnail.description,
	...downloadDerivatives.description,
];
