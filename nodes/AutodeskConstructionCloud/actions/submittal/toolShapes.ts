import type { IDataObject } from 'n8n-workflow';

import { pickValues } from '../../../framework/tool';

/** The compact shapes of the Submittals API's results for a model. */

const ITEM_KEYS = [
	'id',
	'identifier',
	'customIdentifier',
	'title',
	'stateId',
	'statusId',
	'specIdentifier',
	'specId',
	'typeId',
	'packageId',
	'priority',
	'revision',
	'manager',
	'subcontractor',
	'dueDate',
	'responseId',
	'responseComment',
	'updatedAt',
] as const;

const list = (value: unknown): IDataObject[] =>
	Array.isArray(value)
		? value.filter((entry): entry is IDataObject => !!entry && typeof entry === 'object')
		: [];

/** The states the caller may move an item to, from its `permittedActions`. */
export function permittedStates(item: IDataObject): string[] {
	return list(item.permittedActions)
		.filter((action) => action.id === 'Item::transition' && typeof action.stateId === 'string')
		.map((action) => action.stateId as string);
}

/** An item: ids, numbers, title, state, spec, dates, whose turn it is and where it may go. */
export function compactSubmittalItem(json: IDataObject): IDataObject {
	const compact = pickValues(json, ITEM_KEYS);
	if (Array.isArray(json.ballInCourtUsers)) compact.ballInCourtUsers = json.ballInCourtUsers;
	if (Array.isArray(json.permittedActions)) compact.permittedStates = permittedStates(json);
	return compact;
}
