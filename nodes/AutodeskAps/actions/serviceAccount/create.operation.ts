import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { InputRuleError } from '../../../shared/inputRules';
import { show } from '../../../shared/jsonField';
import { apsRequest } from '../../../shared/transport';
import { forOperation } from '../../../framework/fields/common';
import type { OperationExecute } from '../../../framework/operation';
import {
	APP_TOKEN_ADVICE,
	requireAppToken,
	SCOPES,
	SERVICE_ACCOUNTS,
} from '../../../services/serviceAccounts';
import { withProjectAccess } from './fields';
import type { OperationTool } from '../../../framework/tool';
import { APP_ONLY } from '../../../framework/toolText';
import { compactServiceAccount } from './toolShapes';

/**
 * The naming rules of create-service-account-payload (`autodesk-platform-services/aps-sdk-openapi`,
 * secureserviceaccount/secureServiceAccount.yaml): 5 to 100 characters each, of these characters.
 */
const NAME_RULES: Array<{ name: string; label: string; pattern: RegExp; words: string }> = [
	{
		name: 'name',
		label: 'Name',
		pattern: /^[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?$/,
		words: 'lowercase letters, digits, "_" and "-", starting and ending with a letter or digit',
	},
	{
		name: 'firstName',
		label: 'First Name',
		pattern: /^[A-Za-z0-9_-]*[A-Za-z0-9][A-Za-z0-9_-]*$/,
		words: 'letters, digits, "_" and "-", with at least one letter or digit',
	},
	{
		name: 'lastName',
		label: 'Last Name',
		pattern: /^[A-Za-z0-9-]*[A-Za-z0-9][A-Za-z0-9-]*$/,
		words: 'letters, digits and "-", with at least one letter or digit',
	},
];

const properties: INodeProperties[] = [
	{
		displayName: 'Name',
		name: 'name',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'nightly-sync',
		description:
			"5-100 lowercase letters, digits, _ and -. The account's email is this name, then @, the app's client ID and .adskserviceaccount.autodesk.com.",
	},
	{
		displayName: 'First Name',
		name: 'firstName',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'Nightly',
		description: 'Shown where the account appears as a person: 5-100 letters, digits, _ and -',
	},
	{
		displayName: 'Last Name',
		name: 'lastName',
		type: 'string',
		default: '',
		required: true,
		placeholder: 'SyncService',
		description: 'Shown where the account appears as a person: 5-100 letters, digits and -',
	},
];

export const description = forOperation('serviceAccount', 'create', properties);

export const execute: OperationExecute = async function (itemIndex) {
	const body: IDataObject = {};
	for (const rule of NAME_RULES) {
		const value = String(this.getNodeParameter(rule.name, itemIndex) ?? '').trim();
		if (!value) throw new InputRuleError(rule.label, 'is required');
		if (value.length < 5 || value.length > 100) {
			throw new InputRuleError(
				rule.label,
				`must be 5 to 100 characters; got ${value.length} (${show(value)})`,
			);
		}
		if (!rule.pattern.test(value)) {
			throw new InputRuleError(rule.label, `may hold only ${rule.words}; got ${show(value)}`);
		}
		body[rule.name] = value;
	}
	await requireAppToken(this, SCOPES.accountWrite);
	const response = await apsRequest<IDataObject>(this, {
		method: 'POST',
		url: SERVICE_ACCOUNTS,
		operation: 'Create service account',
		advice: APP_TOKEN_ADVICE,
		body,
	});
	return [{ json: withProjectAccess(response.body) }];
};

export const tool: OperationTool = {
	changesAccess: true,
	compact: compactServiceAccount,
	description: `Create a service account of the app (a robot user for unattended workflows). ${APP_ONLY}. Name: 5-100 lowercase letters, digits, _ and - (the email is <name>@<client id>.adskserviceaccount.autodesk.com); First Name: 5-100 letters, digits, _ and -; Last Name: 5-100 letters, digits and -. Returns serviceAccountId and email. The account sees only the projects its email is added to as a member. Next: Service Account > Create Key (outside tool mode: a private key must not go to a model).`,
};
