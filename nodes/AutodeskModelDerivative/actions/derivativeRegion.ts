import type { INodeProperties } from 'n8n-workflow';

import { DESIGNDATA, derivativeRegionHeaders, EU_DESIGNDATA } from '../../services/modelDerivative';
import { InputRuleError, SERVICE_WOULD_REFUSE } from '../../shared/inputRules';
import { show } from '../../shared/jsonField';
import type { RegionCode } from '../../shared/regions';
import { REGIONS } from '../../shared/regions';

/**
 * The Region field of the Model Derivative operations (Translation Job and Model) and where it
 * sends their requests: a base path and the `region` header.
 */

/** The Region field's value for the EU endpoint (`/modelderivative/v2/regions/eu/...`). */
export const EU_ENDPOINT = 'euEndpoint';

export interface DerivativeTarget {
	/** `/modelderivative/v2/designdata` or its EU variant. */
	basePath: string;
	/** The `region` header, when one is sent. */
	headers: Record<string, string>;
	/** Where the manifest lives, in words: `US`, `EMEA (EU endpoint)`. */
	label: string;
}

const LABELS: Record<RegionCode, string> = {
	US: 'US (Default)',
	EMEA: 'EMEA (Europe, Middle East, Africa)',
	AUS: 'AUS (Australia, Beta)',
	CAN: 'CAN (Canada)',
	DEU: 'DEU (Germany)',
	IND: 'IND (India)',
	JPN: 'JPN (Japan)',
	GBR: 'GBR (United Kingdom)',
};

export const regionProperty: INodeProperties = {
	displayName: 'Region',
	name: 'region',
	type: 'options',
	default: 'US',
	description:
		'The data center that keeps the manifest and the derivatives, sent as the region header. The same design translated in two regions has two separate manifests: read a manifest in the region its job ran in.',
	options: [
		...REGIONS.map((code) => ({ name: LABELS[code], value: code })),
		{
			name: 'EMEA Through the EU Endpoint',
			value: EU_ENDPOINT,
			description: 'Uses the /modelderivative/v2/regions/eu/ path instead of a region header',
		},
	].sort((a, b) => a.name.localeCompare(b.name)),
};

/** Base path and region header of a Region field value. */
export function derivativeTarget(region: unknown): DerivativeTarget {
	const value = region === undefined || region === '' ? 'US' : String(region);
	if (value === EU_ENDPOINT) {
		return {
			basePath: EU_DESIGNDATA,
			headers: {},
			label: 'EMEA (EU endpoint)',
		};
	}
	const code = value.toUpperCase();
	if (!(REGIONS as readonly string[]).includes(code)) {
		throw new InputRuleError(
			'Region',
			`must be one of ${REGIONS.join(', ')} or the EU endpoint; got ${show(region)}`,
			SERVICE_WOULD_REFUSE,
		);
	}
	return {
		basePath: DESIGNDATA,
		headers: derivativeRegionHeaders(code as RegionCode),
		label: code,
	};
}
