import type { IExecuteFunctions } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import type { NothingSent } from '../../../shared/inputRules';
import type { Limiter } from '../../../framework/deferred';
import {
	FIRST_POLL_INTERVAL_MS,
	MAX_POLL_INTERVAL_MS,
	MAX_WAIT_SECONDS,
	POLL_INTERVAL_GROWTH,
} from '../../../framework/fields/timeLimit';
import type { ModelRef, PublishJob } from './publishing';
import { publishCommand } from './publishing';

/** Waiting for a publish job (GetPublishModelJob) until it has finished: bounded by the Time Limit. */

export const PUBLISH_WAIT_ADVICE: NothingSent = {
	then: 'For longer waits, leave Wait for Completion off and check later with Item > Get Publish Status.',
};

/**
 * Reads the job at growing intervals until its status is complete (answers it), failed (throws),
 * or the time limit has passed (throws saying the job still runs). A null answer (changes synced
 * after the publish was sent) is read as not finished yet.
 */
export async function waitForPublish(
	context: IExecuteFunctions,
	model: ModelRef,
	{ timeLimitSeconds, sentAt, limit }: { timeLimitSeconds: number; sentAt: number; limit: Limiter },
): Promise<PublishJob> {
	const seconds = Math.min(Math.max(timeLimitSeconds, 1), MAX_WAIT_SECONDS);
	const deadline = sentAt + seconds * 1000;
	let interval = FIRST_POLL_INTERVAL_MS;
	await sleep(Math.max(0, Math.min(sentAt + interval, deadline) - Date.now()));
	for (;;) {
		const job = await limit(() => publishCommand(context, model, 'status'));
		const status = job?.attributes?.status;
		if (job && status === 'complete') return job;
		if (status === 'failed') {
			throw new NodeOperationError(context.getNode(), 'The publish job failed', {
				itemIndex: model.itemIndex,
				description: `The service stopped publishing the model (job ${String(job?.id)}). Open the model in Revit and synchronize it, then publish again; the web app shows the model's publish history.`,
			});
		}
		const remaining = deadline - Date.now();
		if (remaining <= 0) {
			throw new NodeOperationError(
				context.getNode(),
				`The publish job is still running after ${seconds} s (status ${status ?? 'not reported yet'})`,
				{
					itemIndex: model.itemIndex,
					description: `The job goes on in the service; nothing was cancelled. Check it later with Item > Get Publish Status, or raise the time limit (at most ${MAX_WAIT_SECONDS} s). The new version appears when the job is complete.`,
				},
			);
		}
		interval = Math.min(interval * POLL_INTERVAL_GROWTH, MAX_POLL_INTERVAL_MS);
		await sleep(Math.min(interval, remaining));
	}
}
