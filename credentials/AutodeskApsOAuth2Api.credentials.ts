import type { ICredentialTestRequest, ICredentialType, Icon, INodeProperties } from 'n8n-workflow';
import { BASE_URL_PROPERTY } from '../nodes/shared/credential';

const DEFAULT_SCOPES = 'data:read data:write data:create viewables:read';

/**
 * OAuth URLs follow the Base URL, so a proxy or the local sandbox needs no other change. An http
 * Base URL is kept only for this machine (localhost, 127.0.0.0/8, ::1); any other becomes https,
 * so sign-in codes, client secrets and refresh tokens never cross the network unencrypted (the
 * nodes refuse such a Base URL with the rule).
 */
const baseUrl =
	'$self["baseUrl"].replace(/\\/+$/, "").replace(/^http:(?!\\/\\/(localhost|127\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}|\\[::1\\])(:\\d+)?(\\/|$))/i, "https:")';

const userGrants = ['authorizationCode', 'pkce'];

export class AutodeskApsOAuth2Api implements ICredentialType {
	name = 'autodeskApsOAuth2Api';

	displayName = 'Autodesk Platform Services OAuth2 API';

	extends = ['oAuth2Api'];

	icon: Icon = { light: 'file:../icons/aps.svg', dark: 'file:../icons/aps.dark.svg' };

	documentationUrl = 'https://aps.autodesk.com/en/docs/oauth/v2/developers_guide/overview/';

	properties: INodeProperties[] = [
		{
			displayName: 'Grant Type',
			name: 'grantType',
			type: 'options',
			options: [
				{
					name: 'Authorization Code',
					value: 'authorizationCode',
					description: 'Three-legged, for a Traditional Web App: acts as the user who signs in',
				},
				{
					name: 'Authorization Code with PKCE',
					value: 'pkce',
					description: 'Three-legged, for a Desktop, Mobile, Single-Page App: no client secret',
				},
				{
					name: 'Client Credentials',
					value: 'clientCredentials',
					description: 'Two-legged, for a Server-to-Server App: acts as the app itself',
				},
			],
			default: 'authorizationCode',
			hint: 'Must match the application type chosen in the APS developer portal',
		},
		BASE_URL_PROPERTY,
		{
			displayName: 'Client Secret',
			name: 'clientSecret',
			type: 'string',
			typeOptions: { password: true },
			displayOptions: { show: { grantType: ['authorizationCode', 'clientCredentials'] } },
			default: '',
			required: true,
			hint: 'From the application page of the APS developer portal; sent as HTTP Basic auth',
		},
		{
			displayName: 'Scopes',
			name: 'scope',
			type: 'string',
			default: DEFAULT_SCOPES,
			hint: 'Separated by spaces (not commas), at most 50 scopes and 2000 characters. Bucket and Object need the bucket scopes too: add bucket:create bucket:read bucket:delete here. Bidding webhooks and user data may need more, e.g. user-profile:read.',
		},
		{
			displayName: 'Sign-In Options',
			name: 'signInOptions',
			type: 'boolean',
			default: false,
			displayOptions: { show: { grantType: userGrants } },
			hint: 'Ask for sign-in every time, or pass options to the Autodesk sign-in page',
		},
		{
			displayName: 'Always Ask to Sign In',
			name: 'promptLogin',
			type: 'boolean',
			default: false,
			displayOptions: { show: { grantType: userGrants, signInOptions: [true] } },
			hint: 'Sends prompt=login, so the sign-in page appears even when a session exists',
		},
		{
			displayName: 'Auth Options (JSON)',
			name: 'authOptions',
			type: 'string',
			default: '',
			placeholder: '{"uitype":"login"}',
			displayOptions: { show: { grantType: userGrants, signInOptions: [true] } },
			hint: 'Optional JSON object passed to the sign-in page as the authoptions parameter',
		},
		{
			displayName: 'Authorization URL',
			name: 'authUrl',
			type: 'hidden',
			default: `={{${baseUrl}}}/authentication/v2/authorize`,
		},
		{
			displayName: 'Access Token URL',
			name: 'accessTokenUrl',
			type: 'hidden',
			default: `={{${baseUrl}}}/authentication/v2/token`,
		},
		// n8n resolves every expression field each time it reads a credential (about a millisecond
		// each; for the HTTP Request node, every request): the fields below are expressions only where
		// they are shown, and n8n sends the client secret as HTTP Basic when `authentication` is absent.
		{
			displayName: 'Auth URI Query Parameters',
			name: 'authQueryParameters',
			type: 'hidden',
			displayOptions: { show: { grantType: userGrants, signInOptions: [true] } },
			default:
				'={{($self["promptLogin"] ? "prompt=login" : "") + ($self["promptLogin"] && $self["authOptions"] ? "&" : "") + ($self["authOptions"] ? "authoptions=" + encodeURIComponent($self["authOptions"]) : "")}}',
		},
		{
			displayName: 'Authentication',
			name: 'authentication',
			type: 'hidden',
			displayOptions: { show: { grantType: ['pkce'] } },
			default: 'body',
		},
	];

	test: ICredentialTestRequest = {
		request: {
			baseURL: `={{${baseUrl.replace('$self["baseUrl"]', '$credentials.baseUrl')}}}`,
			url: '/project/v1/hubs',
			method: 'GET',
		},
	};
}
