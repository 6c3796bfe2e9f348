import type { IDataObject } from 'n8n-workflow';

/** The fields of an element group the node asks for. */
export const ELEMENT_GROUP_FIELDS =
	'id name alternativeIdentifiers { fileUrn fileVersionUrn } version { versionNumber createdOn }';

/** An element group as an item: its IDs, name and tip version, flat. */
export function elementGroupItem(group: IDataObject): IDataObject {
	const ids = (group.alternativeIdentifiers ?? {}) as IDataObject;
	const version = (group.version ?? {}) as IDataObject;
	return {
		id: group.id,
		name: group.name,
		fileUrn: ids.fileUrn ?? null,
		fileVersionUrn: ids.fileVersionUrn ?? null,
		versionNumber: version.versionNumber ?? null,
		createdOn: version.createdOn ?? null,
	};
}
