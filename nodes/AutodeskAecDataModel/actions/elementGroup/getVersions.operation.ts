import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { collectAecList } from '../../../services/aecDataModel';
import type { CursorConnection } from '../../../shared/paging/cursor';
import { forOperation, readGetMany, returnAllAndLimit } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { wholeJson } from '../../../framework/tool';
import { LIMIT } from '../../../framework/toolText';
import { aecOptions, modelFields, readAecOptions, readElementGroupId } from '../aecFields';

const properties: INodeProperties[] = [...modelFields(), ...returnAllAndLimit, aecOptions()];

export const description = forOperation('elementGroup', 'getVersions', properties);

/** The versions are a field of the model's version history, not a query of their own. */
const QUERY = `query ElementGroupVersions($elementGroupId: ID!, $pagination: PaginationInput) {
  elementGroupAtTip(elementGroupId: $elementGroupId) {
    versionHistory {
      versions(pagination: $pagination) {
        pagination { cursor }
        results { versionNumber createdOn elementGroup { alternativeIdentifiers { fileVersionUrn } } }
      }
    }
  }
}`;

/** The page of versions asked for (the guide names none: a model has few versions). */
const VERSIONS_PAGE = 100;

const versionsOf = (data: IDataObject) =>
	(
		((data.elementGroupAtTip as IDataObject | null | undefined)?.versionHistory ?? {}) as {
			versions?: CursorConnection<IDataObject>;
		}
	).versions;

/** One item per published version of the model, newest first. */
export const execute: OperationExecute = async function (itemIndex) {
	const elementGroupId = readElementGroupId(this, itemIndex);
	const { region, pacing } = readAecOptions(this, itemIndex);
	const { limit } = readGetMany(this, itemIndex);
	const versions = await collectAecList(
		this,
		{
			query: QUERY,
			variables: { elementGroupId },
			operation: 'Get element group versions',
			region,
			pacing,
		},
		versionsOf,
		limit,
		VERSIONS_PAGE,
	);
	return versions.map((version) => {
		const group = (version.elementGroup ?? {}) as IDataObject;
		const ids = (group.alternativeIdentifiers ?? {}) as IDataObject;
		return {
			json: {
				elementGroupId,
				versionNumber: version.versionNumber,
				createdOn: version.createdOn ?? null,
				fileVersionUrn: ids.fileVersionUrn ?? null,
			},
		};
	});
};

export const tool: OperationTool = {
	description: `List the published versions of a model (Element Group ID from Element Group > Get Many), newest first. ${LIMIT}. Returns per version: elementGroupId, versionNumber, createdOn, fileVersionUrn. Next: Element Group > Get with a Version Number.`,
	// Its items are already the compact shape the description names (a version number, its date and file).
	compact: wholeJson,
};
