import type {
	IDataObject,
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

import type { ConstructionCall } from '../../services/construction';
import {
	SUBMITTAL_ITEM_TYPES,
	SUBMITTAL_ITEMS,
	SUBMITTAL_PACKAGES,
	SUBMITTAL_RESPONSES,
	SUBMITTAL_SPECS,
	submittalsApi,
} from '../../services/submittals';
import type { InputRuleError } from '../../shared/inputRules';
import { inputRuleFailure } from '../../shared/inputRules';
import { readRegion, regionHeaders } from '../../shared/regions';
import { chosenId, matches, pickerUserId } from '../../framework/methods/searchContext';
import { projectUserOptions } from './projectUsers';

/** Items shown by the item picker: the list's first page for the text typed. */
const PICKER_ITEMS = 50;

function chosenProject(context: ILoadOptionsFunctions): string {
	try {
		return submittalsApi.projectId(chosenId(context, 'project'));
	} catch (error) {
		throw inputRuleFailure(context.getNode(), error as InputRuleError);
	}
}

/** A list of the Submittals API for the project chosen in the node, as the chosen user and region. */
async function submittalList(
	context: ILoadOptionsFunctions,
	call: ConstructionCall,
	limit?: number,
): Promise<IDataObject[]> {
	const options = context.getNodeParameter('options', {}) as IDataObject;
	const request = submittalsApi.request(chosenProject(context), call, {
		userId: pickerUserId(context),
		headers: regionHeaders(readRegion(options)),
	});
	return await submittalsApi.collect(context, request, { limit });
}

/** A project list as name and value pairs: `name` words a record. */
async function namedRecords(
	context: ILoadOptionsFunctions,
	path: string,
	operation: string,
	name: (record: IDataObject) => string,
): Promise<INodePropertyOptions[]> {
	const records = await submittalList(context, { method: 'GET', path, operation });
	return records
		.map((record) => ({ name: name(record), value: String(record.id) }))
		.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

const specName = (spec: IDataObject) =>
	`${String(spec.identifier ?? '')} ${String(spec.title ?? '')}`.trim();
const packageName = (entry: IDataObject) => String(entry.title ?? entry.id);
const typeName = (type: IDataObject) =>
	`${String(type.value ?? type.id)}${type.isActive === false ? ' (inactive)' : ''}`;
const responseName = (response: IDataObject) => String(response.value ?? response.id);

const specs = (context: ILoadOptionsFunctions) =>
	namedRecords(context, SUBMITTAL_SPECS, 'List submittal specs', specName);
const packages = (context: ILoadOptionsFunctions) =>
	namedRecords(context, SUBMITTAL_PACKAGES, 'List submittal packages', packageName);
const itemTypes = (context: ILoadOptionsFunctions) =>
	namedRecords(context, SUBMITTAL_ITEM_TYPES, 'List submittal item types', typeName);
const assignees = async (context: ILoadOptionsFunctions) =>
	projectUserOptions(
		await submittalsApi.projectUsers(context, chosenProject(context), pickerUserId(context)),
	);

/** The options whose name holds the text typed, as a list search's results. */
const found = (options: INodePropertyOptions[], filter?: string): INodeListSearchResult => ({
	results: options
		.filter((option) => matches(filter, option.name))
		.map(({ name, value }) => ({ name, value: String(value) })),
});

/** The items whose number, title or spec number holds the text typed, newest first. */
async function searchSubmittalItems(
	this: ILoadOptionsFunctions,
	filter?: string,
): Promise<INodeListSearchResult> {
	const search = filter?.trim();
	const items = await submittalList(
		this,
		{
			method: 'GET',
			path: SUBMITTAL_ITEMS,
			operation: 'Search submittal items',
			query: { ...(search ? { search } : {}), sort: 'createdAt desc' },
		},
		PICKER_ITEMS,
	);
	return {
		results: items.map((item) => ({
			name: `${String(item.customIdentifier ?? item.identifier ?? '')} ${String(item.title ?? '')}`.trim(),
			value: String(item.id),
		})),
	};
}

async function searchSubmittalSpecs(this: ILoadOptionsFunctions, filter?: string) {
	return found(await specs(this), filter);
}

async function searchSubmittalPackages(this: ILoadOptionsFunctions, filter?: string) {
	return found(await packages(this), filter);
}

/** The active item types, for an item's type. */
async function searchSubmittalItemTypes(this: ILoadOptionsFunctions, filter?: string) {
	return found(
		(await itemTypes(this)).filter((option) => !option.name.endsWith(' (inactive)')),
		filter,
	);
}

async function searchSubmittalAssignees(this: ILoadOptionsFunctions, filter?: string) {
	return found(await assignees(this), filter);
}

async function getSubmittalSpecs(this: ILoadOptionsFunctions) {
	return await specs(this);
}

async function getSubmittalPackages(this: ILoadOptionsFunctions) {
	return await packages(this);
}

async function getSubmittalItemTypes(this: ILoadOptionsFunctions) {
	return await itemTypes(this);
}

async function getSubmittalResponses(this: ILoadOptionsFunctions) {
	return await namedRecords(this, SUBMITTAL_RESPONSES, 'List submittal responses', responseName);
}

async function getSubmittalAssignees(this: ILoadOptionsFunctions) {
	return await assignees(this);
}

export const submittalListSearch = {
	searchSubmittalItems,
	searchSubmittalSpecs,
	searchSubmittalPackages,
	searchSubmittalItemTypes,
	searchSubmittalAssignees,
};
export const submittalLoadOptions = {
	getSubmittalSpecs,
	getSubmittalPackages,
	getSubmittalItemTypes,
	getSubmittalResponses,
	getSubmittalAssignees,
};
