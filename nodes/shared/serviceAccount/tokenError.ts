/**
 * A Service Account credential that could not get a token: what is wrong (naming the field when
 * one field is), and what to do. Its message says both, since n8n's credential dialog shows the
 * message alone; a node's error shows `problem` and gives `description` as its advice. Never
 * holds the private key, the client secret, the assertion or a token.
 */
export class ServiceAccountTokenError extends Error {
	/** What is wrong, naming the field when one field is. */
	readonly problem: string;

	/** What to do about it. */
	readonly description: string;

	/** Whether asking again in a moment would be refused the same way (false: busy, unreachable). */
	readonly lasting: boolean;

	/** Set when the token endpoint answered 429: its Retry-After header, when it sent one. */
	readonly tooMany?: { retryAfter?: string };

	constructor(
		problem: string,
		description: string,
		lasting = true,
		tooMany?: { retryAfter?: string },
	) {
		super(`${problem}${/\.(")?$/.test(problem) ? '' : '.'} ${description}`);
		this.name = 'ServiceAccountTokenError';
		this.problem = problem;
		this.description = description;
		this.lasting = lasting;
		this.tooMany = tooMany;
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
