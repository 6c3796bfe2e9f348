import type { INodeProperties } from 'n8n-workflow';

import type { ItemOptions } from './common';
import { userIdOption } from './common';

/** The Options collection of a data operation: Act As User ID plus the operation's own options. */
export function optionsCollection(extra: INodeProperties[] = []): INodeProperties {
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		options: [userIdOption, ...extra],
	};
}

/** The x-user-id to send, if any. */
export function actAsUser(options: ItemOptions): string | undefined {
	const userId = String(options.userId ?? '').trim();
	return userId || undefined;
}
