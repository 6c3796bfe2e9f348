import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { hookRules as rules } from '../../../shared/hookRules';
import { InputRuleError } from '../../../shared/inputRules';
import { SECRET_TOKEN_MAX_LENGTH, SECRET_TOKEN_MIN_LENGTH } from '../../../shared/signature';
import {
	hookAddressProperties,
	hookSettingProperties,
	readHookRequest,
	regionOptions,
	statusOptions,
} from '../../../shared/webhookFields';
import type { HookChanges } from '../../../services/webhooks';
import { getHook, patchHook, withoutSecrets } from '../../../services/webhooks';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import type { OperationTool } from '../../../framework/tool';
import { HOOK } from '../../../framework/toolText';

const properties: INodeProperties[] = [
	...hookAddressProperties,
	{
		displayName: 'Update Fields',
		name: 'updateFields',
		type: 'collection',
		placeholder: 'Add Field',
		default: {},
		options: [
			...hookSettingProperties,
			{
				displayName: 'Secret Token',
				name: 'token',
				type: 'string',
				typeOptions: { password: true },
				default: '',
				description: `The secret the service signs each callback with (X-Adsk-Signature, HMAC-SHA1), ${SECRET_TOKEN_MIN_LENGTH} to ${SECRET_TOKEN_MAX_LENGTH} characters`,
			},
			{
				displayName: 'Status',
				name: 'status',
				type: 'options',
				options: statusOptions,
				default: 'active',
				description: 'Whether the hook delivers events; an inactive hook delivers none',
			},
		],
	},
	regionOptions,
];

export const description = forOperation('webhook', 'update', properties);

/** The PATCH body from the fields given, each checked. */
function changesOf(fields: IDataObject): HookChanges {
	const changes: HookChanges = {};
	if (fields.status !== undefined) changes.status = fields.status as 'active' | 'inactive';
	if (fields.filter !== undefined) changes.filter = rules.filter(fields.filter) ?? null;
	if (fields.hookAttribute !== undefined)
		changes.hookAttribute = rules.hookAttribute(fields.hookAttribute) ?? null;
	if (fields.hookExpiry !== undefined)
		changes.hookExpiry = rules.hookExpiry(fields.hookExpiry) ?? null;
	if (fields.autoReactivateHook !== undefined)
		changes.autoReactivateHook = fields.autoReactivateHook as boolean;
	if (fields.token !== undefined) changes.token = rules.secretToken(fields.token);
	return changes;
}

export const execute: OperationExecute = async function (itemIndex) {
	const { address, region, read } = readHookRequest(this, itemIndex);
	const changes = changesOf(read('updateFields', {}) as IDataObject);
	if (!Object.keys(changes).length) {
		throw new InputRuleError('Update Fields', 'is empty: add at least one field to change');
	}
	const updated =
		(await patchHook(this, address, changes, region)) ?? (await getHook(this, address, region));
	return [{ json: { ...withoutSecrets(updated), ...(changes.token ? { tokenSet: true } : {}) } }];
};

export const tool: OperationTool = {
	description: `Change a webhook's status (active, inactive), filter, attributes, expiry or secret token. ${HOOK}. Returns the hookId and what was changed.`,
};
