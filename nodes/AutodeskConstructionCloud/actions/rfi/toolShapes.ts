import type { IDataObject } from 'n8n-workflow';

import { pickValues } from '../../../framework/tool';

/** The compact shapes of the RFIs API's results for a model: ids, words, statuses, dates. */

const RFI_KEYS = [
	'id',
	'customIdentifier',
	'title',
	'question',
	'status',
	'rfiTypeId',
	'dueDate',
	'priority',
	'location',
	'updatedAt',
	'closedAt',
] as const;

const strings = (value: unknown): string[] =>
	Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

const list = (value: unknown): IDataObject[] =>
	Array.isArray(value)
		? value.filter((entry): entry is IDataObject => !!entry && typeof entry === 'object')
		: [];

/** An RFI: its ids, title, question, status and where it may go, assignees' ids, due date, responses' texts. */
export function compactRfi(json: IDataObject): IDataObject {
	const compact = pickValues(json, RFI_KEYS);
	if (Array.isArray(json.permittedStatuses))
		compact.permittedStatuses = strings(json.permittedStatuses);
	const assignees = list(json.assignedTo).map((entry) => entry.id as string);
	if (assignees.length) compact.assignedTo = assignees;
	const responses = list(json.responses).map((entry) => entry.text as string);
	if (responses.length) compact.responses = responses;
	return compact;
}

/** A comment: its id, the RFI's id, its text, who wrote it and when. */
export const compactRfiComment = (json: IDataObject): IDataObject =>
	pickValues(json, ['id', 'rfiId', 'body', 'createdBy', 'createdAt']);

/** The caller's roles, what they allow (the true ones) and its steps as "from > to". */
export function compactRfiPermissions(json: IDataObject): IDataObject {
	const compact = pickValues(json, ['id', 'name']);
	compact.workflowRoles = strings(json.workflowRoles);
	const actions = (json.permittedActions ?? {}) as IDataObject;
	compact.permittedActions = Object.keys(actions).filter((action) => actions[action] === true);
	compact.permittedTransitions = list(json.permittedTransitions).map(
		(step) => `${String(step.from)} > ${String(step.to)}`,
	);
	return compact;
}
