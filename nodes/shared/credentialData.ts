import type { ICredentialDataDecryptedObject } from 'n8n-workflow';

import { CREDENTIAL_TYPE } from './credential';
import type { ApsFunctions } from './transport';

const readOnce = new WeakMap<ApsFunctions, Promise<ICredentialDataDecryptedObject>>();
const signers = new WeakMap<ApsFunctions, ApsFunctions>();

/**
 * The credential's data, read once per node run (one context): each read makes n8n load and
 * decrypt the credential and resolve its expression fields, and a listing sends one request per
 * page. A failed read is not kept.
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

/**
 * The context to sign requests with: the node's own, whose credential reads answer the run's one
 * read. n8n's OAuth2 helper reads the credential through `this.getCredentials` for every request
 * it signs (about 3 ms each in n8n 2.41); it writes a token it refreshes into the object it read,
 * so later requests of the run sign with the new token.
 */
export function signingContext(context: ApsFunctions): ApsFunctions {
	let signer = signers.get(context);
	if (!signer) {
		const getCredentials = async (type: string, itemIndex?: number) =>
			type === CREDENTIAL_TYPE
				? await credentialData(context)
				: await context.getCredentials(type, itemIndex);
		signer = Object.create(context, { getCredentials: { value: getCredentials } }) as ApsFunctions;
		signers.set(context, signer);
	}
	return signer;
}
