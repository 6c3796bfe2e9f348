import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';

import type { JsonApiResource } from '../../../shared/jsonapi';
import { apsRequest } from '../../../shared/transport';
import { hasApiStatus } from '../../../shared/errors';
import { dataManagementPaths } from '../../../services/dataManagement';

interface ItemRef {
	projectId: string;
	itemId: string;
	userId?: string;
}

/**
 * A 423 (locked) answer, completed with who holds the lock and since when, as the item itself
 * tells (`reservedUserName`, `reservedTime`) when the service's message does not. Other errors,
 * and a lock the item does not show, pass through unchanged.
 */
export async function explainLock(
	context: IExecuteFunctions,
	error: unknown,
	{ projectId, itemId, userId }: ItemRef,
): Promise<unknown> {
	if (!hasApiStatus(error, 423)) return error;
	let attributes: IDataObject | undefined;
	try {
		const response = await apsRequest<{ data?: JsonApiResource }>(context, {
			method: 'GET',
			url: dataManagementPaths.item(projectId, itemId),
			operation: 'Get item',
			userId,
		});
		attributes = response.body.data?.attributes;
	} catch {
		return error;
	}
	const holder = (attributes?.reservedUserName ?? attributes?.reservedUserId) as string | undefined;
	if (!attributes?.reserved || !holder) return error;
	const since = attributes.reservedTime ? ` since ${String(attributes.reservedTime)}` : '';
	if (!error.message.includes(holder)) {
		error.message = `${error.message.replace(/\.?$/, '.')} Locked by ${holder}${since}.`;
	}
	error.description = `The file is locked by ${holder}${since}. Ask them to unlock it, or try again once it is unlocked.`;
	return error;
}
