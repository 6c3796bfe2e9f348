import type { INodeCredentialDescription, INodeProperties } from 'n8n-workflow';

import { CREDENTIAL_TYPE, SERVICE_ACCOUNT_CREDENTIAL_TYPE } from './credential';

/** Both nodes' Authentication choice: OAuth2 (the default, which saved workflows keep) or a service account. */
export const authenticationProperty: INodeProperties = {
	displayName: 'Authentication',
	name: 'authentication',
	type: 'options',
	noDataExpression: true,
	options: [
		{
			name: 'OAuth2',
			value: 'oAuth2',
			description: 'A signed-in user (Authorization Code) or the app itself (Client Credentials)',
		},
		{
			name: 'Service Account',
			value: 'serviceAccount',
			description:
				'A Secure Service Account the app owns: runs unattended, sees the projects its email was added to',
		},
	],
	default: 'oAuth2',
};

/** The credentials of both nodes, each shown for its Authentication choice. */
export const nodeCredentials: INodeCredentialDescription[] = [
	{
		name: CREDENTIAL_TYPE,
		required: true,
		displayOptions: { show: { authentication: ['oAuth2'] } },
	},
	{
		name: SERVICE_ACCOUNT_CREDENTIAL_TYPE,
		required: true,
		displayOptions: { show: { authentication: ['serviceAccount'] } },
	},
];
