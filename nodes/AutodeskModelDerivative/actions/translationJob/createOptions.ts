import type { INodeProperties } from 'n8n-workflow';

import { optionsCollection } from '../../../framework/fields/common';

/** The Options of Create: source details, headers and the job's workflow (webhook) data. */

export const createOptionsProperty: INodeProperties = optionsCollection([
	{
		displayName: 'Check References',
		name: 'checkReferences',
		type: 'boolean',
		default: false,
		description:
			'Whether the service resolves and downloads the files the design references. A design made of several files fails to translate without it.',
	},
	{
		displayName: 'Compressed Source (ZIP)',
		name: 'compressedUrn',
		type: 'boolean',
		default: false,
		description:
			'Whether the source is a ZIP of one or more files. Then Root Filename is required.',
	},
	{
		displayName: 'Destination Region (Deprecated)',
		name: 'destinationRegion',
		type: 'options',
		default: 'us',
		description:
			'Deprecated: sent as output.destination.region, which the region header replaces. Use the Region field instead; the service ignores this when a region applies.',
		options: [
			{ name: 'EMEA', value: 'emea' },
			{ name: 'US', value: 'us' },
		],
	},
	{
		displayName: 'Force Translation',
		name: 'force',
		type: 'boolean',
		default: false,
		description:
			'Whether to delete the existing manifest and all derivatives of the source and translate it again (x-ads-force). Without it, only formats that have no derivatives yet are generated.',
	},
	{
		displayName: 'Object ID Format',
		name: 'derivativeFormat',
		type: 'options',
		default: 'latest',
		description:
			'Sent as x-ads-derivative-format. Only for designs with legacy SVF derivatives made by Autodesk Docs: which object IDs the OBJ Object IDs are. Once used for a design, use it the same way in every call on it.',
		options: [
			{ name: 'Latest (Default)', value: 'latest', description: 'SVF2 object IDs' },
			{ name: 'Fallback', value: 'fallback', description: 'SVF object IDs' },
		],
	},
	{
		displayName: 'Root Filename',
		name: 'rootFilename',
		type: 'string',
		default: '',
		placeholder: 'e.g. assembly.iam',
		description:
			'The file name of the top-level design inside the ZIP. Required with Compressed Source (ZIP).',
	},
	{
		displayName: 'Workflow Attribute',
		name: 'workflowAttribute',
		type: 'json',
		default: '{}',
		description:
			"A JSON object (under 1 KB) handed to the webhook with the job's events. The service ignores it without a Workflow ID.",
	},
	{
		displayName: 'Workflow ID',
		name: 'workflowId',
		type: 'string',
		default: '',
		placeholder: 'e.g. my-translation-hook',
		description:
			"The workflow of a webhook that listens to this job's events (misc.workflow): up to 36 ASCII letters, digits and hyphens. An Autodesk Platform Services Trigger with the same workflow ID runs when the job finishes.",
	},
]);
