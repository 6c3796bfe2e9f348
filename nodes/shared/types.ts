import type {
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
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

/**
 * What one request came to: an answer (2xx or another status), a network failure, a body that
 * could not be read, or no token to send it with this time.
 */
export type Outcome =
	| { kind: 'ok'; statusCode: number; headers: Record<string, string>; body: unknown }
	| { kind: 'status'; statusCode: number; headers: Record<string, string>; body: unknown }
	| { kind: 'network'; cause: string; code?: string }
	| { kind: 'malformed'; cause: string }
	/**
	 * The Service Account's token endpoint was busy, failing or unreachable: nothing reached the
	 * API. `tooMany` when it answered 429, with its Retry-After.
	 */
	| { kind: 'noToken'; cause: string; description: string; tooMany?: { retryAfter?: string } };

/** A request to APS, as apsRequest (transport.ts) sends it. */
export interface ApsRequest {
	method: IHttpRequestMethods;
	/** A path (build it with apsPath) or an absolute URL such as a links.next href. */
	url: string;
	/** Short name of what is being done, for messages: "Get many hubs". */
	operation: string;
	query?: IDataObject;
	/** A JSON object, or a JSON array where the API takes one (Docs custom-attributes:batch-update). */
	body?: IDataObject | IDataObject[];
	/** `jsonapi` sends the body as application/vnd.api+json (project-data endpoints). */
	bodyType?: 'json' | 'jsonapi';
	headers?: Record<string, string>;
	/** x-user-id: in a two-legged context, act for this one user. */
	userId?: string;
	/** Answer body as raw bytes (thumbnails). */
	binary?: boolean;
	/** What a refusal means for this API or operation (its client in nodes/services says). */
	advice?: StatusAdvice;
}

/**
 * What a status means for one API or operation, by status: `add` follows the status's general
 * advice; `instead` replaces it where the general advice would point the wrong way.
 */
export type StatusAdvice = Partial<Record<number, { add?: string; instead?: string }>>;

/** What apsRequest and signedUrlRequest answer. */
export interface ApsResponse<T = unknown> {
	statusCode: number;
	headers: Record<string, string>;
	body: T;
}

/* The Webhooks API's hooks (services/webhooks.ts), as the fields of both nodes read them. */

/** What names one hook: the path /webhooks/v1/systems/{system}/events/{event}/hooks/{hookId}. */
export interface HookAddress {
	system: string;
	event: string;
	hookId: string;
}

export type HookScope = Record<string, string>;

export interface HookFields {
	callbackUrl: string;
	scope: HookScope;
	hookAttribute?: IDataObject;
	filter?: string;
	hookExpiry?: string;
	autoReactivateHook?: boolean;
	/**
	 * Where the watched entity is, for users of many projects (HookPayload in
	 * autodesk-platform-services/aps-sdk-openapi, webhooks/webhooks.yaml).
	 */
	hubId?: string;
	projectId?: string;
	tenant?: string;
	/** Callbacks carry the event's payload only, without the hook. */
	callbackWithEventPayloadOnly?: boolean;
}

/** The data center a hook lives in, sent as its region header (US when not given). */
export type Region = string | undefined;
