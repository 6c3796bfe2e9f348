import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { ConstructionCallOptions } from '../../../services/construction';
import { ATTRIBUTE_DEFINITIONS, issuesApi, SETTINGS_PAGE } from '../../../services/issues/request';

const FIELD = 'Custom Attributes';

/** Custom attribute values by the names the web apps show; the node sends the service's IDs. */
export const customAttributesProperty: INodeProperties = {
	displayName: FIELD,
	name: 'customAttributes',
	type: 'fixedCollection',
	typeOptions: { multipleValues: true },
	placeholder: 'Add Custom Attribute',
	default: {},
	options: [
		{
			displayName: 'Attribute',
			name: 'attribute',
			values: [
				{
					displayName: 'Attribute Name or ID',
					name: 'attribute',
					type: 'options',
					typeOptions: {
						loadOptionsMethod: 'getIssueAttributeDefinitions',
						loadOptionsDependsOn: ['projectId.value'],
					},
					default: '',
					description:
						'The custom attribute (by its title or ID). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
				},
				{
					displayName: 'Value',
					name: 'value',
					type: 'string',
					default: '',
					description:
						'For a list attribute, the option as the web apps show it (High), or its ID; a number for a numeric one; empty clears the value',
				},
			],
		},
	],
};

interface Definition extends IDataObject {
	id: string;
	title: string;
	dataType: string;
	metadata?: { list?: { options?: Array<{ id: string; value: string }> } };
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The entries of the Custom Attributes field. */
export function readCustomAttributeEntries(
	context: IExecuteFunctions,
	itemIndex: number,
): IDataObject[] {
	const field = context.getNodeParameter('customAttributes', itemIndex, {}) as IDataObject;
	return (field.attribute as IDataObject[] | undefined) ?? [];
}

/** `body` with the entries' `customAttributes` when there are any (see resolveCustomAttributes). */
export async function withCustomAttributes(
	context: IExecuteFunctions,
	itemIndex: number,
	project: string,
	options: ConstructionCallOptions,
	entries: IDataObject[],
	body: IDataObject,
): Promise<IDataObject> {
	if (!entries.length) return body;
	const customAttributes = await resolveCustomAttributes(
		context,
		itemIndex,
		project,
		options,
		entries,
	);
	return { ...body, customAttributes };
}

/**
 * The entries as IssuePayload's `customAttributes` (`autodesk-platform-services/aps-sdk-openapi`
 * construction/issues/Issues.yaml: `attributeDefinitionId` and `value`): the attribute by its ID
 * or title, a list option by its value or ID, numbers as numbers. What the project's attributes are
 * is known only from the service (GET issue-attribute-definitions), so a name it does not have is
 * the node's error for this item, not an input rule.
 */
async function resolveCustomAttributes(
	context: IExecuteFunctions,
	itemIndex: number,
	project: string,
	options: ConstructionCallOptions,
	entries: IDataObject[],
): Promise<IDataObject[]> {
	const definitions = await issuesApi.collect<Definition>(
		context,
		issuesApi.request(
			project,
			{
				method: 'GET',
				path: ATTRIBUTE_DEFINITIONS,
				operation: 'Get issue custom attributes',
			},
			options,
		),
		{ maxPage: SETTINGS_PAGE },
	);
	const fail = (message: string, description: string) =>
		new NodeOperationError(context.getNode(), message, { itemIndex, description });
	return entries.map((entry) => {
		const wanted = String(entry.attribute ?? '');
		const definition = definitions.find(
			(candidate) => candidate.id === wanted || same(candidate.title, wanted),
		);
		if (!definition) {
			throw fail(
				`${FIELD}: the project has no custom attribute "${wanted}"`,
				`Its custom attributes: ${definitions.map((candidate) => candidate.title).join(', ') || 'none'} (Issue > Get Custom Attributes lists them).`,
			);
		}
		const text = String(entry.value ?? '').trim();
		if (!text) return { attributeDefinitionId: definition.id, value: null };
		if (definition.dataType === 'list') {
			const choices = definition.metadata?.list?.options ?? [];
			const option = choices.find(
				(candidate) => candidate.id === text || same(candidate.value, text),
			);
			if (!option) {
				throw fail(
					`${FIELD}: "${text}" is not an option of ${definition.title}`,
					`Its options: ${choices.map((candidate) => candidate.value).join(', ')}.`,
				);
			}
			return { attributeDefinitionId: definition.id, value: option.id };
		}
		if (definition.dataType === 'numeric') {
			const number = Number(text);
			if (!Number.isFinite(number)) {
				throw fail(
					`${FIELD}: ${definition.title} takes a number; got "${text}"`,
					'Enter a number such as 1200 or 12.5.',
				);
			}
			return { attributeDefinitionId: definition.id, value: number };
		}
		return { attributeDefinitionId: definition.id, value: String(entry.value) };
	});
}
