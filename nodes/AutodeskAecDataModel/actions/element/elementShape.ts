import type { IDataObject } from 'n8n-workflow';

/** The fields of an element the node asks for: its properties with their values and units. */
export const ELEMENT_FIELDS =
	'id name properties { results { name value definition { units { name } } } }';

interface PropertyRecord {
	name?: string;
	value?: unknown;
	definition?: { units?: { name?: string } | null } | null;
}

/**
 * An element as an item: id, name, its properties as plain keys (name → value) and the units of
 * those that have one (name → unit).
 */
export function elementItem(element: IDataObject): IDataObject {
	const records = ((element.properties as IDataObject | undefined)?.results ??
		[]) as PropertyRecord[];
	const properties: IDataObject = {};
	const units: IDataObject = {};
	for (const record of records) {
		if (!record.name) continue;
		properties[record.name] = (record.value ?? null) as IDataObject[string];
		const unit = record.definition?.units?.name;
		if (unit) units[record.name] = unit;
	}
	return { id: element.id, name: element.name, properties, units };
}
