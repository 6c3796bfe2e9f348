/** The values of a multi-value filter, whether typed as a list or comma-separated text. */
export function listValues(value: unknown): string[] {
	const values = Array.isArray(value) ? value : String(value ?? '').split(',');
	return values.map((entry) => String(entry).trim()).filter(Boolean);
}
