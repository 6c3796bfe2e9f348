import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import { CREDENTIAL_TYPE } from './credential';
import type { ApsFunctions } from './transport';

const readOnce = new WeakMap<ApsFunctions, Promise<ICredentialDataDecryptedObject>>();

/**
 * The credential's data, read once per node run (one context): each read makes n8n decrypt the
 * credential and resolve its expression fields, several milliseconds, and a listing sends one
 * request per page. Only the Base URL and Scopes are read from it; n8n's OAuth2 path reads the
 * token itself on every request. A failed read is not kept.
 */
export async function credentialData(
	context: ApsFunctions,
): Promise<ICredentialDataDecryptedObject> {
	let data = readOnce.get(context);
	if (!data) {
		data = context.getCredentials(CREDENTIAL_TYPE);
		readOnce.set(context, data);
		data.catch(() => readOnce.delete(context));
	}
	return await data;
}
