import type { ILoadOptionsFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { apsBaseUrl } from '../../shared/transport';
import type { LocatorKind } from '../fields/locators';
import { locatorId, locatorParameter, locatorValue } from '../fields/locators';

/**
 * Whether an earlier picker (hub for projects, project for folders) has a value; `parameter` when
 * it is not the kind's own field (Target Hub, Target Project).
 */
export function isChosen(
	context: ILoadOptionsFunctions,
	kind: LocatorKind,
	parameter = locatorParameter(kind),
): boolean {
	const raw = context.getNodeParameter(parameter, '') as unknown;
	const value = locatorValue(raw);
	return String(value ?? '').trim() !== '';
}

/** The ID chosen in an earlier picker (hub for projects, project for folders), or a clear refusal. */
export function chosenId(
	context: ILoadOptionsFunctions,
	kind: LocatorKind,
	parameter = locatorParameter(kind),
): string {
	if (!isChosen(context, kind, parameter)) {
		throw new NodeOperationError(context.getNode(), `Choose a ${kind} first`, {
			description: `This list is read from the chosen ${kind}.`,
		});
	}
	try {
		return locatorId(context.getNodeParameter(parameter, ''), kind);
	} catch (error) {
		throw new NodeOperationError(context.getNode(), (error as Error).message, {
			description: `Correct the ${kind} to load this list.`,
		});
	}
}

/** Act As User ID of the node's options, so the lists show what that user sees. */
export function pickerUserId(context: ILoadOptionsFunctions): string | undefined {
	const userId = String(context.getNodeParameter('options.userId', '') ?? '').trim();
	return userId || undefined;
}

export function matches(filter: string | undefined, text: string): boolean {
	return !filter || text.toLowerCase().includes(filter.trim().toLowerCase());
}

/**
 * A next-page link handed back by the editor as a pagination token: only a path, or an address
 * under the credential's base URL, so that the token is never sent to another host.
 */
export async function serviceLink(context: ILoadOptionsFunctions, link: string): Promise<string> {
	const baseUrl = await apsBaseUrl(context);
	if (link.startsWith('/') && !link.startsWith('//')) return link;
	if (link.startsWith(`${baseUrl}/`)) return link;
	throw new NodeOperationError(
		context.getNode(),
		'The list position is not a link of the service',
		{
			description: 'Close the list and open it again.',
		},
	);
}
