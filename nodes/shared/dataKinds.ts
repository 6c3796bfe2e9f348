/** The kinds of data IDs (URNs) the Data Management API uses, told apart by their shape. */

export type DataKind = 'folder' | 'item' | 'version';

const DATA_KINDS: Array<[DataKind, RegExp]> = [
	['folder', /^urn:adsk\.[a-z0-9]+:fs\.folder:/i],
	['item', /^urn:adsk\.[a-z0-9]+:dm\.lineage:/i],
	['version', /^urn:adsk\.[a-z0-9]+:fs\.file:/i],
];

/** What a data ID names by its shape (a folder, item or version URN); undefined when it does not say. */
export function dataKindOf(id: string): DataKind | undefined {
	return DATA_KINDS.find(([, pattern]) => pattern.test(id.trim()))?.[0];
}

/** "a folder ID", "an item ID", "a version ID": the kind of an ID in words. */
export function kindInWords(kind: DataKind): string {
	return `${kind === 'item' ? 'an' : 'a'} ${kind} ID`;
}
