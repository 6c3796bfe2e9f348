import type { IDataObject } from 'n8n-workflow';

import { pickValues } from '../../../framework/tool';

/** A custom attribute definition (Docs) for a model: its id, name, type and a drop-down's values. */
export function compactAttributeDefinition(json: IDataObject): IDataObject {
	const compact = pickValues(json, ['id', 'name', 'type']);
	if (Array.isArray(json.arrayValues)) compact.arrayValues = json.arrayValues;
	return compact;
}
