import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { DELIVERY_ID_HEADER, matchingSecret, SIGNATURE_HEADER } from '../shared/signature';
import type { TriggerData } from './lifecycle';

/** How many delivery ids are remembered to drop repeated deliveries. */
export const REMEMBERED_DELIVERIES = 500;

interface Callback {
	version?: string;
	resourceUrn?: string;
	hook?: IDataObject;
	payload?: IDataObject;
}

function headerValue(headers: IDataObject, name: string): string | undefined {
	const value = headers[name] as string | string[] | undefined;
	return Array.isArray(value) ? value[0] : value;
}

/**
 * Delivery ids seen by this n8n process, per trigger node. n8n (2.41) does not save the static
 * data of a callback that starts an execution, so static data alone lets a repeat through.
 */
const seenInProcess = new Map<string, string[]>();

/** Adds the id to the newest-last list, keeping the newest few hundred. */
function remember(seen: string[], deliveryId: string): void {
	seen.push(deliveryId);
	if (seen.length > REMEMBERED_DELIVERIES) seen.splice(0, seen.length - REMEMBERED_DELIVERIES);
}

/** Whether this delivery id was seen before; remembers it when not. */
function isRepeated(data: TriggerData, node: string, deliveryId: string | undefined): boolean {
	if (!deliveryId) return false;
	const stored = data.deliveryIds ?? [];
	const inProcess = seenInProcess.get(node) ?? [];
	if (stored.includes(deliveryId) || inProcess.includes(deliveryId)) return true;
	remember(stored, deliveryId);
	data.deliveryIds = stored;
	remember(inProcess, deliveryId);
	seenInProcess.set(node, inProcess);
	return false;
}

interface IncomingRequest {
	rawBody?: Buffer;
	readRawBody?: () => Promise<void>;
}

/**
 * The callback's body bytes. From trigger version 1.1, n8n reads them only for the content types
 * it parses (JSON, text, forms, XML); for any other it leaves them to be read on request.
 */
async function readRawBody(context: IWebhookFunctions): Promise<Buffer | undefined> {
	const request = context.getRequestObject() as unknown as IncomingRequest;
	if (!request.rawBody && request.readRawBody) await request.readRawBody();
	return request.rawBody;
}

/**
 * One callback: the signature over the raw body bytes must come from the secret of one of this
 * trigger's hooks (else 401, and the workflow does not start); a delivery id seen before is
 * acknowledged and dropped; anything else starts the workflow with the event.
 */
export async function receive(this: IWebhookFunctions): Promise<IWebhookResponseData> {
	const data = this.getWorkflowStaticData('node') as TriggerData;
	const hooks = data.hooks ?? [];
	const headers = this.getHeaderData() as IDataObject;
	const rawBody = await readRawBody(this);
	const signedBy = matchingSecret(
		rawBody,
		headerValue(headers, SIGNATURE_HEADER),
		hooks.map((hook) => hook.secret),
	);
	if (signedBy === -1) {
		this.getResponseObject().status(401).send('Unauthorized').end();
		return { noWebhookResponse: true };
	}

	const deliveryId = headerValue(headers, DELIVERY_ID_HEADER);
	const node = `${this.getWorkflow().id ?? ''}|${this.getNode().name}`;
	if (isRepeated(data, node, deliveryId)) return { webhookResponse: 'OK' };

	const hook = hooks[signedBy];
	const body = (this.getBodyData() ?? {}) as Callback;
	const about = (body.hook ?? {}) as IDataObject;
	const event: IDataObject = {
		system: (about.system as string | undefined) ?? hook.system,
		event: (about.event as string | undefined) ?? hook.event,
		hookId: hook.hookId,
		hookAttribute: (about.hookAttribute as IDataObject | undefined) ?? {},
		resourceUrn: body.resourceUrn ?? null,
		payload: body.payload ?? (body as IDataObject),
		deliveryId: deliveryId ?? null,
		receivedAt: new Date().toISOString(),
	};
	return { workflowData: [[{ json: event }]] };
}
