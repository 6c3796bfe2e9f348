import type { IDataObject, IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import { hasApiStatus, settled } from '../../../shared/errors';
import type { NothingSent } from '../../../shared/inputRules';
import type { Limiter } from '../../../framework/deferred';
import type { ManifestRequest } from '../manifestRequest';
import { fetchManifest } from '../manifestRequest';
import {
	FIRST_POLL_INTERVAL_MS,
	MAX_POLL_INTERVAL_MS,
	MAX_WAIT_SECONDS,
	POLL_INTERVAL_GROWTH,
} from '../../../framework/fields/timeLimit';
import { FINISHED_STATUSES, manifestMessages } from './manifest';

/** Polling the manifest until the translation has finished: bounded by the user's time limit. */

/** What to do when the Time Limit of Wait for Completion is out of bounds. */
export const WAIT_ADVICE: NothingSent = {
	then: 'For longer translations, leave Wait for Completion off and let the Autodesk Platform Services Trigger report when the job finishes.',
};

export interface WaitRequest extends ManifestRequest {
	timeLimitSeconds: number;
	itemIndex: number;
	/** Read the manifest at once (the derivatives already existed) instead of after a first pause. */
	pollAtOnce: boolean;
	/** When the job was sent (Date.now()): the time limit counts from then. Default: now. */
	sentAt?: number;
	/** Shares the manifest reads with the other items' waits. */
	limit?: Limiter;
}

/**
 * Reads the manifest at growing intervals until its status is success (answers the manifest),
 * failed or timeout (throws with the manifest's messages), or the time limit has passed (throws
 * saying the job still runs and how to check it later).
 */
export async function waitForCompletion(
	context: IExecuteFunctions,
	request: WaitRequest,
): Promise<IDataObject> {
	const seconds = Math.min(Math.max(Number(request.timeLimitSeconds) || 0, 1), MAX_WAIT_SECONDS);
	const deadline = (request.sentAt ?? Date.now()) + seconds * 1000;
	let interval = FIRST_POLL_INTERVAL_MS;
	const firstRead = (request.sentAt ?? Date.now()) + interval;
	if (!request.pollAtOnce) await sleep(Math.max(0, Math.min(firstRead, deadline) - Date.now()));
	for (;;) {
		const manifest = await manifestIfCreated(context, request);
		const status = manifest?.status as string | undefined;
		if (manifest && status && FINISHED_STATUSES.includes(status)) {
			if (status === 'success') return manifest;
			throw translationFailed(context, request, manifest, status);
		}
		const remaining = deadline - Date.now();
		if (remaining <= 0) throw stillRunning(context, request, seconds, manifest);
		interval = Math.min(interval * POLL_INTERVAL_GROWTH, MAX_POLL_INTERVAL_MS);
		await sleep(Math.min(interval, remaining));
	}
}

/** The manifest, or undefined while the service has not created it yet (404). */
async function manifestIfCreated(
	context: IExecuteFunctions,
	request: WaitRequest,
): Promise<IDataObject | undefined> {
	const read = () => fetchManifest(context, request);
	const manifest = await settled(request.limit ? request.limit(read) : read());
	if (manifest.ok) return manifest.value;
	if (hasApiStatus(manifest.error, 404)) return undefined;
	throw manifest.error;
}

function translationFailed(
	context: IExecuteFunctions,
	request: WaitRequest,
	manifest: IDataObject,
	status: string,
): NodeOperationError {
	const messages = manifestMessages(manifest);
	const said = messages.length ? messages.join('; ') : 'the manifest gives no reason';
	const what = status === 'timeout' ? 'timed out in the service' : 'failed';
	return new NodeOperationError(context.getNode(), `The translation ${what}: ${said}`, {
		itemIndex: request.itemIndex,
		description:
			status === 'timeout'
				? 'The service stopped the translation because it took too long. Try again later, or request fewer or lighter output formats.'
				: `Check that the source file is complete and of a type the requested formats support; a design that references other files needs Check References (or a ZIP with Root Filename). Get Manifest shows every message (source ${request.source.urn}, region ${request.target.label}). To translate again, run the job with Force Translation.`,
	});
}

function stillRunning(
	context: IExecuteFunctions,
	request: WaitRequest,
	seconds: number,
	manifest: IDataObject | undefined,
): NodeOperationError {
	const state = manifest
		? `status ${String(manifest.status)}, ${String(manifest.progress ?? 'no progress yet')}`
		: 'no manifest yet';
	return new NodeOperationError(
		context.getNode(),
		`The translation job is still running after ${seconds} s (${state})`,
		{
			itemIndex: request.itemIndex,
			description: `The job goes on in the service; nothing was cancelled. Check it later with the Get Manifest operation (source ${request.source.urn}, region ${request.target.label}), raise the time limit (at most ${MAX_WAIT_SECONDS} s), or give the job a Workflow ID and let the Autodesk Platform Services Trigger report when it finishes.`,
		},
	);
}
