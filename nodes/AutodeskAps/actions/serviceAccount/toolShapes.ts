import type { IDataObject } from 'n8n-workflow';

import { pickValues } from '../../../framework/tool';

/**
 * The compact shapes of service accounts and their keys for a model: the ids the other
 * operations take (serviceAccountId, kid), the email to add to projects, status and expiry.
 */

export const compactServiceAccount = (json: IDataObject): IDataObject =>
	pickValues(json, ['serviceAccountId', 'email', 'status', 'expiresAt', 'deleted']);

export const compactServiceAccountKey = (json: IDataObject): IDataObject =>
	pickValues(json, ['serviceAccountId', 'kid', 'status', 'accessedAt', 'deleted']);
