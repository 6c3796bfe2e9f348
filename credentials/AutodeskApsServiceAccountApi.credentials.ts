import type {
	IAuthenticateGeneric,
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IDataObject,
	IHttpRequestHelper,
	Icon,
	INodeProperties,
} from 'n8n-workflow';

import { BASE_URL_PROPERTY } from '../nodes/shared/credential';
import { exchangeServiceAccountToken } from '../nodes/shared/serviceAccount/exchange';

const DEFAULT_SCOPES = 'data:read data:write data:create viewables:read';

/**
 * A Secure Service Account: an identity the app owns. Its private key signs a short JWT
 * assertion that the token endpoint exchanges for a three-legged token of the account. n8n
 * keeps the token in the credential (`accessToken` is expirable: n8n exchanges again when it is
 * empty, and when a request answers 401); the nodes empty it shortly before it expires.
 */
export class AutodeskApsServiceAccountApi implements ICredentialType {
	name = 'autodeskApsServiceAccountApi';

	displayName = 'Autodesk Platform Services Service Account API';

	icon: Icon = { light: 'file:../icons/aps.svg', dark: 'file:../icons/aps.dark.svg' };

	documentationUrl = 'https://aps.autodesk.com/en/docs/ssa/v1/developers_guide/overview/';

	properties: INodeProperties[] = [
		{
			displayName: 'Client ID',
			name: 'clientId',
			type: 'string',
			default: '',
			required: true,
			hint: 'Of the Server-to-Server app that owns the service account (APS developer portal)',
		},
		{
			displayName: 'Client Secret',
			name: 'clientSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			required: true,
		},
		{
			displayName: 'Service Account ID',
			name: 'serviceAccountId',
			type: 'string',
			default: '',
			required: true,
			hint: 'The serviceAccountId returned when the service account was created',
		},
		{
			displayName: 'Key ID',
			name: 'keyId',
			type: 'string',
			default: '',
			required: true,
			hint: 'The kid returned with the private key',
		},
		{
			displayName: 'Private Key',
			name: 'privateKey',
			type: 'string',
			typeOptions: { password: true, rows: 5 },
			default: '',
			required: true,
			hint: 'The PEM privateKey returned once when the key was created, with its BEGIN and END lines',
		},
		{
			displayName: 'Scopes',
			name: 'scope',
			type: 'string',
			default: DEFAULT_SCOPES,
			hint: 'Separated by spaces (not commas)',
		},
		BASE_URL_PROPERTY,
		{
			displayName: 'Access Token',
			name: 'accessToken',
			type: 'hidden',
			typeOptions: { expirable: true, password: true },
			default: '',
		},
		{
			displayName: 'Expires At',
			name: 'expiresAt',
			type: 'hidden',
			default: 0,
		},
		{
			displayName: 'Token For',
			name: 'tokenFor',
			type: 'hidden',
			typeOptions: { password: true },
			default: '',
		},
	];

	async preAuthentication(
		this: IHttpRequestHelper,
		credentials: ICredentialDataDecryptedObject,
	): Promise<IDataObject> {
		return await exchangeServiceAccountToken(this, credentials);
	}

	authenticate: IAuthenticateGeneric = {
		type: 'generic',
		properties: { headers: { Authorization: '=Bearer {{$credentials.accessToken}}' } },
	};

	test: ICredentialTestRequest = {
		request: {
			baseURL:
				'={{($credentials.baseUrl || "https://developer.api.autodesk.com").replace(/\\/+$/, "")}}',
			url: '/project/v1/hubs',
			method: 'GET',
		},
		// n8n's dialog shows a failed test request by its status alone: say which part is wrong.
		rules: [
			{
				type: 'responseCode',
				properties: {
					value: 401,
					message:
						'The token exchange worked, but the test (listing hubs, GET /project/v1/hubs) was refused with 401: Scopes (in the credential) must include data:read for it. Add data:read to Scopes (separated by spaces) and test again.',
				},
			},
		],
	};
}
