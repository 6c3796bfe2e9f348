import type {
	IExecuteFunctions,
	IHookFunctions,
	ILoadOptionsFunctions,
	IWebhookFunctions,
} from 'n8n-workflow';

/** The n8n contexts the transport sends requests from. */
export type ApsFunctions =
	| IExecuteFunctions
	| ILoadOptionsFunctions
	| IHookFunctions
	| IWebhookFunctions;

/** What one request came to: an answer (2xx or another status), a network failure, or a body that could not be read. */
export type Outcome =
	| { kind: 'ok'; statusCode: number; headers: Record<string, string>; body: unknown }
	| { kind: 'status'; statusCode: number; headers: Record<string, string>; body: unknown }
	| { kind: 'network'; cause: string; code?: string }
	| { kind: 'malformed'; cause: string };
