import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import type { InputRuleError } from '../../shared/inputRules';
import { inputRuleFailure } from '../../shared/inputRules';
import type { AttributeDefinition } from '../actions/docsAttributes';
import { docsProjectId } from '../../services/docs';
import { fetchDefinitions, fetchItemPlace } from '../actions/docsAttributes';
import { chosenId, pickerUserId } from '../../framework/methods/searchContext';

const OPERATION = 'List attributes';

const TYPE_WORDS = { string: 'Text', date: 'Date (ISO 8601)', array: 'Drop-down' };

/** Item > Update Attributes: the custom attributes of the chosen item's folder, by name. */
export async function getAttributeNames(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const projectId = chosenId(this, 'project');
	const itemId = chosenId(this, 'item');
	const userId = pickerUserId(this);
	try {
		docsProjectId(projectId);
	} catch (error) {
		throw inputRuleFailure(this.getNode(), error as InputRuleError);
	}
	const { folderId } = await fetchItemPlace(this, {
		projectId,
		itemId,
		userId,
		operation: OPERATION,
	});
	const definitions = await fetchDefinitions(this, {
		projectId,
		folderId,
		userId,
		operation: OPERATION,
	});
	return definitions.map((definition) => ({
		name: definition.name,
		value: definition.name,
		description: described(definition),
	}));
}

function described(definition: AttributeDefinition): string {
	const type = TYPE_WORDS[definition.type] ?? definition.type;
	return definition.type === 'array'
		? `${type}: ${(definition.arrayValues ?? []).join(', ')}`
		: type;
}
