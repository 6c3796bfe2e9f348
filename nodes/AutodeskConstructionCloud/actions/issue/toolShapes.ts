import type { IDataObject } from 'n8n-workflow';

import { pickValues } from '../../../framework/tool';

/**
 * The compact shapes of the Issues API's results for a model (they are plain JSON, not JSON:API):
 * the ids to use in the next call, the words a person reads, the dates that matter; no permission
 * lists, no repeated project id, nothing about who made a record.
 */

const ISSUE_KEYS = [
	'id',
	'displayId',
	'title',
	'description',
	'status',
	'issueTypeId',
	'issueSubtypeId',
	'assignedTo',
	'assignedToType',
	'dueDate',
	'startDate',
	'locationId',
	'rootCauseId',
	'published',
	'commentCount',
	'updatedAt',
	'closedAt',
	'deleted',
] as const;

const list = (value: unknown): IDataObject[] =>
	Array.isArray(value)
		? value.filter((entry): entry is IDataObject => !!entry && typeof entry === 'object')
		: [];

/** An issue: its ids, title, description, status, assignee, dates; custom attributes as title: value. */
export function compactIssue(json: IDataObject): IDataObject {
	const compact = pickValues(json, ISSUE_KEYS);
	const attributes = list(json.customAttributes).filter((entry) => typeof entry.title === 'string');
	if (attributes.length) {
		compact.customAttributes = Object.fromEntries(
			attributes.map((entry) => [entry.title as string, entry.value ?? null]),
		);
	}
	return compact;
}

/** A comment: its id, the issue's id, its text, who wrote it and when. */
export const compactComment = (json: IDataObject): IDataObject =>
	pickValues(json, ['id', 'issueId', 'body', 'createdBy', 'createdAt']);

/** An issue type with its subtypes' ids, titles and codes (a new issue takes a subtype). */
export function compactIssueType(json: IDataObject): IDataObject {
	return {
		...pickValues(json, ['id', 'title', 'isActive']),
		subtypes: list(json.subtypes).map((subtype) =>
			pickValues(subtype, ['id', 'title', 'code', 'isActive']),
		),
	};
}

/** A root cause category with its root causes' ids and titles. */
export function compactRootCauseCategory(json: IDataObject): IDataObject {
	return {
		...pickValues(json, ['id', 'title', 'isActive']),
		rootCauses: list(json.rootCauses).map((cause) =>
			pickValues(cause, ['id', 'title', 'isActive']),
		),
	};
}

/** A custom attribute's id, title, data type and, for a list, the values it offers. */
export function compactAttributeDefinition(json: IDataObject): IDataObject {
	const compact = pickValues(json, ['id', 'title', 'description', 'dataType']);
	const options = list(
		((json.metadata as IDataObject | undefined)?.list as IDataObject | undefined)?.options,
	);
	if (options.length) compact.values = options.map((option) => option.value as string);
	return compact;
}

/** What the caller may do: admin or not, whether it may create, and which statuses and fields a new issue takes. */
export function compactIssuePermissions(json: IDataObject): IDataObject {
	const issues = (json.issues ?? {}) as IDataObject;
	const newIssue = (issues.new ?? {}) as IDataObject;
	const filter = (issues.filter ?? {}) as IDataObject;
	const compact = pickValues(json, ['id', 'isProjectAdmin', 'canCreate']);
	for (const [key, value] of Object.entries({
		permissionLevels: json.permissionLevels,
		newIssueStatuses: newIssue.permittedStatuses,
		newIssueAttributes: newIssue.permittedAttributes,
		visibleStatuses: filter.permittedStatuses,
	})) {
		if (Array.isArray(value)) compact[key] = value;
	}
	return compact;
}
