import type { IDataObject, IWebhookFunctions, IWebhookResponseData } from 'n8n-workflow';

import { DELIVERY_ID_HEADER, matchingSecret, SIGNATURE_HEADER } from '../shared/signature';
import type { Claim } from './deliveries';
import { bodyDigest, claimDelivery } from './deliveries';
import type { TriggerData } from './lifecycle';

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
 * A delivery counts as received once n8n has answered the callback with 2xx: in n8n that answer
 * is sent after the execution was accepted. Any other answer, or a connection closed unanswered,
 * lets a redelivery run.
 */
function settleWithAnswer(
	context: IWebhookFunctions,
	claim: Extract<Claim, { outcome: 'new' }>,
): void {
	const response = context.getResponseObject();
	response.once('finish', () => {
		if (response.statusCode >= 200 && response.statusCode < 300) claim.accept();
		else claim.release();
	});
	response.once('close', () => claim.release());
}

/**
 * One callback: the signature over the raw body bytes must come from the secret of one of this
 * trigger's hooks (else 401, and the workflow does not start); a delivery whose id or exact body
 * was accepted before is acknowledged and dropped, one still being started gets 409 (the service
 * delivers it again); anything else starts the workflow with the event.
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
	const claim = claimDelivery(data, node, deliveryId, bodyDigest(rawBody));
	if (claim.outcome === 'repeated') return { webhookResponse: 'OK' };
	if (claim.outcome === 'inProgress') {
		this.getResponseObject().status(409).send('Delivery in progress').end();
		return { noWebhookResponse: true };
	}
	settleWithAnswer(this, claim);

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
