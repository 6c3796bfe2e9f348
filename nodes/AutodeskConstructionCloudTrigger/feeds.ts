import type { IPollFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InputRuleError, inputRuleFailure } from '../shared/inputRules';
import type { ChangeFeed } from './changeFeed';
import { ISSUE_EVENT, issueFeed } from './issueFeed';
import { PROJECT_EVENT, projectFeed } from './projectFeed';
import { PROJECT_USER_EVENT, projectUserFeed } from './projectUserFeed';
import { RFI_EVENT, rfiFeed } from './rfiFeed';
import { SUBMITTAL_EVENT, submittalFeed } from './submittalFeed';

/** Each event's feed, by the Event field's value. */
const FEEDS: Record<string, (context: IPollFunctions) => ChangeFeed> = {
	[ISSUE_EVENT]: issueFeed,
	[RFI_EVENT]: rfiFeed,
	[PROJECT_EVENT]: projectFeed,
	[PROJECT_USER_EVENT]: projectUserFeed,
	[SUBMITTAL_EVENT]: submittalFeed,
};

/**
 * The feed of the event the node watches, its fields read and checked before anything is sent; a
 * broken rule becomes the error n8n shows.
 */
export function watchedFeed(context: IPollFunctions): ChangeFeed {
	const event = context.getNodeParameter('event', ISSUE_EVENT) as string;
	const feed = FEEDS[event];
	if (!feed) throw new NodeOperationError(context.getNode(), `Event "${event}" is not known`);
	try {
		return feed(context);
	} catch (error) {
		if (!(error instanceof InputRuleError)) throw error as NodeOperationError;
		throw inputRuleFailure(context.getNode(), error);
	}
}
