import type { INodeProperties } from 'n8n-workflow';

/** Fields of the translation job operations beyond the source design and its region. */

export const simplifyManifestProperty: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description:
		'Whether to return a compact manifest (status, progress, and per output format its views, files and messages) instead of the full tree the service answers',
};
