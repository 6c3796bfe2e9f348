import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

import type { ConstructionCall } from '../../services/construction';
import { RFI_SEARCH, RFI_TYPES, rfisApi } from '../../services/rfis';
import type { InputRuleError } from '../../shared/inputRules';
import { inputRuleFailure } from '../../shared/inputRules';
import { readRegion, regionHeaders } from '../../shared/regions';
import { chosenId, matches, pickerUserId } from '../../framework/methods/searchContext';
import { projectUserOptions } from './projectUsers';

/** RFIs shown by the RFI picker: the search's first page for the text typed. */
const PICKER_RFIS = 50;

interface RfiType extends IDataObject {
	id: string;
	name: string;
	isActive?: boolean;
}

function chosenProject(context: ILoadOptionsFunctions): string {
	try {
		return rfisApi.projectId(chosenId(context, 'project'));
	} catch (error) {
		throw inputRuleFailure(context.getNode(), error as InputRuleError);
	}
}

/** A list of the RFIs API for the project chosen in the node, as the chosen user and region. */
async function rfiList<T>(
	context: ILoadOptionsFunctions,
	call: ConstructionCall,
	paging: { limit?: number; in?: 'query' | 'body' } = {},
): Promise<T[]> {
	const options = context.getNodeParameter('options', {}) as IDataObject;
	const request = rfisApi.request(chosenProject(context), call, {
		userId: pickerUserId(context),
		headers: regionHeaders(readRegion(options)),
	});
	return await rfisApi.collect<T>(context, request, paging);
}

const rfiTypes = (context: ILoadOptionsFunctions) =>
	rfiList<RfiType>(context, { method: 'GET', path: RFI_TYPES, operation: 'List RFI types' });

/** The RFIs whose number, title or question holds the text typed ("001 Title"), newest first. */
async function searchRfis(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const search = filter?.trim();
	const rfis = await rfiList<IDataObject>(
		this,
		{
			method: 'POST',
			path: RFI_SEARCH,
			operation: 'Search RFIs',
			body: { ...(search ? { search } : {}), sort: [{ field: 'createdAt', order: 'desc' }] },
		},
		{ limit: PICKER_RFIS, in: 'body' },
	);
	return {
		results: rfis.map((rfi) => ({
			name: `${String(rfi.customIdentifier ?? '')} ${String(rfi.title ?? '')}`.trim(),
			value: String(rfi.id),
		})),
	};
}

/** The active RFI types, for an RFI's type. */
async function searchRfiTypes(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const results = (await rfiTypes(this))
		.filter((type) => type.isActive !== false && matches(filter, type.name))
		.map((type) => ({ name: type.name, value: type.id }))
		.sort((a, b) => a.name.localeCompare(b.name));
	return { results };
}

async function getRfiTypes(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return (await rfiTypes(this))
		.map((type) => ({
			name: `${type.name}${type.isActive === false ? ' (inactive)' : ''}`,
			value: type.id,
		}))
		.sort((a, b) => a.name.localeCompare(b.name));
}

/** The project's users by name, for Assigned To (Account Admin, account:read). */
async function getRfiAssignees(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	return projectUserOptions(
		await rfisApi.projectUsers(this, chosenProject(this), pickerUserId(this)),
	);
}

export const rfiListSearch = { searchRfis, searchRfiTypes };
export const rfiLoadOptions = { getRfiTypes, getRfiAssignees };
