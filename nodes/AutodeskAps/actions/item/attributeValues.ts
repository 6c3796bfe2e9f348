import type { IDataObject } from 'n8n-workflow';

/** A value of a document's custom attribute, as the Docs API answers it. */
export interface AttributeValue {
	id: number;
	type: string;
	name: string;
	value: string;
}

/** The values by attribute name (`{ Discipline: 'Architecture', Revision: 'P02' }`), for expressions. */
export function valuesByName(values: AttributeValue[] | undefined): IDataObject {
	return Object.fromEntries((values ?? []).map(({ name, value }) => [name, value]));
}
