import type { IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import type { JsonApiResource } from '../../../shared/jsonapi';
import { show } from '../../../shared/jsonField';
import { collect } from '../../../shared/pagination';
import { apsRequest } from '../../../shared/transport';
import { apsPath } from '../../../shared/url';

/** The Version field (Latest (Tip) or By Number) of an operation on one version of a file, and the version it names. */

export const versionProperty: INodeProperties = {
	displayName: 'Version',
	name: 'version',
	type: 'options',
	options: [
		{ name: 'Latest (Tip)', value: 'tip', description: 'The newest version of the file' },
		{ name: 'By Number', value: 'number', description: 'The version with a given number' },
	],
	default: 'tip',
};

/** The Version Number field; `verb` says what is done with the version ("download"). */
export function versionNumberProperty(verb: string): INodeProperties {
	return {
		displayName: 'Version Number',
		name: 'versionNumber',
		type: 'number',
		typeOptions: { minValue: 1 },
		default: 1,
		description: `The number of the version to ${verb} (1 is the first version)`,
		displayOptions: { show: { version: ['number'] } },
	};
}

/** The version number asked for, or undefined for the tip; checked before anything is sent. */
export function readVersionChoice(
	context: IExecuteFunctions,
	itemIndex: number,
): number | undefined {
	const which = context.getNodeParameter('version', itemIndex, 'tip') as string;
	if (which === 'tip') return undefined;
	if (which !== 'number')
		throw new InputRuleError('Version', `must be tip or number; got ${show(which)}`);
	const value = context.getNodeParameter('versionNumber', itemIndex) as unknown;
	if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
		throw new InputRuleError(
			'Version Number',
			`must be a whole number of 1 or more; got ${show(value)}`,
		);
	}
	return value;
}

/**
 * The tip version of the item, or the version of that number. `label` opens the requests'
 * operation names ("Download file": "Download file: get the tip version").
 */
export async function fetchChosenVersion(
	context: IExecuteFunctions,
	request: { projectId: string; itemId: string; userId?: string; itemIndex: number; label: string },
	versionNumber: number | undefined,
): Promise<JsonApiResource> {
	const { projectId, itemId, userId, label } = request;
	if (versionNumber === undefined) {
		const tip = await apsRequest<{ data: JsonApiResource }>(context, {
			method: 'GET',
			url: apsPath`/data/v1/projects/${projectId}/items/${itemId}/tip`,
			operation: `${label}: get the tip version`,
			userId,
		});
		return tip.body.data;
	}
	const [version] = await collect<JsonApiResource>(
		context,
		{
			method: 'GET',
			url: apsPath`/data/v1/projects/${projectId}/items/${itemId}/versions`,
			operation: `${label}: get the version`,
			query: { 'filter[versionNumber]': versionNumber },
			userId,
		},
		1,
	);
	if (version) return version;
	// Known only from the service's answer, so an n8n error, not an input rule (a request was sent).
	throw new NodeOperationError(
		context.getNode(),
		`Version Number ${versionNumber} does not exist for item ${itemId}`,
		{
			itemIndex: request.itemIndex,
			description:
				'Item > Get Versions lists the versions of an item; choose Latest (Tip) for the newest.',
		},
	);
}
