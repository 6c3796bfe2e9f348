/**
 * A Service Account credential that could not get a token: what is wrong (naming the field when
 * one field is), and what to do. Never holds the private key, the client secret, the assertion
 * or a token.
 */
export class ServiceAccountTokenError extends Error {
	readonly description: string;

	/** Whether asking again in a moment would be refused the same way (false: busy, unreachable). */
	readonly lasting: boolean;

	constructor(message: string, description: string, lasting = true) {
		super(message);
		this.name = 'ServiceAccountTokenError';
		this.description = description;
		this.lasting = lasting;
	}
}

/** The ServiceAccountTokenError an error was made from (n8n wraps it), if any. */
export function serviceAccountTokenError(error: unknown): ServiceAccountTokenError | undefined {
	for (
		let current = error, depth = 0;
		current && typeof current === 'object' && depth < 6;
		depth++
	) {
		if (current instanceof ServiceAccountTokenError) return current;
		current = (current as { cause?: unknown }).cause;
	}
	return undefined;
}
