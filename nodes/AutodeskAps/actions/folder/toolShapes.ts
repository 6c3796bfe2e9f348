import type { IDataObject } from 'n8n-workflow';

import { pickValues } from '../../../framework/tool';

/** A custom attribute definition (Docs) for a model: its id, name, type and a drop-down's values. */
export function compactAttributeDefinition(json: IDataObject): IDataObject {
	const compact = pickValues(json, ['id', 'name', 'type']);
	if (Array.isArray(json.arrayValues)) compact.arrayValues = json.arrayValues;
	return compact;
}

/** A subject's permissions on a folder, or the result of changing them. */
export function compactPermission(json: IDataObject): IDataObject {
	const compact = pickValues(json, [
		'success',
		'subjectType',
		'subjectId',
		'name',
		'email',
		'level',
		'removed',
		'error',
	]);
	for (const key of ['actions', 'inheritActions']) {
		if (Array.isArray(json[key])) compact[key] = (json[key] as string[]).join(', ');
	}
	return compact;
}
