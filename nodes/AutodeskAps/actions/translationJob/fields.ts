import type { INodeProperties } from 'n8n-workflow';

import { EU_ENDPOINT } from './translation';
import { optionsCollection } from '../common';

/** Fields that every translation job operation shows: the source design and its region. */

export const sourceProperty: INodeProperties = {
	displayName: 'Source Design',
	name: 'source',
	type: 'string',
	required: true,
	default: '',
	placeholder: 'e.g. urn:adsk.wipprod:fs.file:vf.abc123?version=2',
	description:
		'The design file: its URN (URL-safe Base64), its object ID ("urn:adsk.objects:os.object:bucket/file.rvt") or the ID of a file version ("urn:adsk.wipprod:fs.file:vf...?version=N", as the item operations return it). IDs are encoded for you. A version ID is used as it is, which is right for Autodesk Construction Cloud and BIM 360 files; for Fusion Team files give the version\'s storage object ID instead.',
};

export const regionProperty: INodeProperties = {
	displayName: 'Region',
	name: 'region',
	type: 'options',
	default: 'US',
	description:
		'The data center that keeps the manifest and the derivatives, sent as the region header. The same design translated in two regions has two separate manifests: read a manifest in the region its job ran in.',
	options: [
		{ name: 'AUS (Australia, Beta)', value: 'AUS' },
		{ name: 'CAN (Canada)', value: 'CAN' },
		{ name: 'DEU (Germany)', value: 'DEU' },
		{ name: 'EMEA (Europe, Middle East, Africa)', value: 'EMEA' },
		{
			name: 'EMEA Through the EU Endpoint',
			value: EU_ENDPOINT,
			description: 'Uses the /modelderivative/v2/regions/eu/ path instead of a region header',
		},
		{ name: 'GBR (United Kingdom)', value: 'GBR' },
		{ name: 'IND (India)', value: 'IND' },
		{ name: 'JPN (Japan)', value: 'JPN' },
		{ name: 'US (Default)', value: 'US' },
	],
};

export const simplifyManifestProperty: INodeProperties = {
	displayName: 'Simplify',
	name: 'simplify',
	type: 'boolean',
	default: true,
	description:
		'Whether to return a compact manifest (status, progress, and per output format its views, files and messages) instead of the full tree the service answers',
};

export const manifestOptionsProperty = optionsCollection();
