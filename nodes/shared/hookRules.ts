import type { IDataObject } from 'n8n-workflow';

import { dataKindOf, kindInWords } from './dataKinds';
import { SCOPE_NAMES } from './events';
import { InputRuleError } from './inputRules';
import { jsonBytes, jsonObjectField } from './jsonField';
import { DOT_SEGMENT_RULE, dotSegmentIn, isHttpUrl } from './url';
import { isValidSecretToken, SECRET_TOKEN_MAX_LENGTH, SECRET_TOKEN_MIN_LENGTH } from './signature';
import type { HookScope } from './types';
import { isWorkflowId, WORKFLOW_ID_RULE } from './workflowId';

const MAX_HOOK_ATTRIBUTE_BYTES = 1024;

/** System names and hook IDs; event names may also hold * (a wildcard). */
const NAME = /^[A-Za-z0-9._-]+$/;
const EVENT_NAME = /^[A-Za-z0-9._*-]+$/;
/** A scope name: the known ones (SCOPE_NAMES) and any other the service may take. */
const SCOPE_NAME = /^[A-Za-z][A-Za-z0-9._-]*$/;

/** A broken rule of a hook's field: the field's name, then the rule (and what to do). */
function broken(field: string, rule: string, description?: string): never {
	throw new InputRuleError(field, rule, description);
}

/**
 * The rules a hook's fields must follow, checked before anything is sent. Each failure is an
 * InputRuleError naming the field and the rule.
 */
export const hookRules = {
	/** A system or event name typed or picked: required, no spaces or slashes. */
	name(field: string, value: unknown): string {
		const text = String(value ?? '').trim();
		if (!text) broken(field, `is required`);
		if (/[\s/]/.test(text)) broken(field, `"${text}" must not contain spaces or slashes`);
		if (dotSegmentIn(text)) {
			broken(
				field,
				`"${text}" ${DOT_SEGMENT_RULE}`,
				'It is sent as one segment of the request path.',
			);
		}
		const event = field === 'Event';
		if (!(event ? EVENT_NAME : NAME).test(text)) {
			broken(
				field,
				`"${text}" may hold only letters, digits, dots, hyphens and underscores${event ? ', and * as a wildcard' : ''}`,
			);
		}
		return text;
	},

	callbackUrl(value: unknown): string {
		const text = String(value ?? '').trim();
		if (!isHttpUrl(text)) {
			broken(
				'Callback URL',
				'must be an http or https URL',
				'The service posts each event to this URL.',
			);
		}
		return text;
	},

	/** A scope name: one of the known ones, or one typed in. */
	scopeName(field: string, value: unknown): string {
		const name = String(value ?? '').trim();
		if (!name) broken(field, `is required: a scope name such as ${SCOPE_NAMES.join(', ')}`);
		if (!SCOPE_NAME.test(name)) {
			broken(
				field,
				`"${name}" must start with a letter and hold only letters, digits, dots, hyphens and underscores`,
			);
		}
		return name;
	},

	/** A scope name and its value. */
	scope(key: unknown, value: unknown, field = 'Scope'): HookScope {
		const name = hookRules.scopeName(field, key);
		const text = String(value ?? '').trim();
		if (!text) broken('Scope Value', `is required: the ${name} the hook watches`);
		if (/\s/.test(text)) {
			broken('Scope Value', `"${text}" must not contain spaces or line breaks: it is an ID`);
		}
		if (name === 'workflow' && !isWorkflowId(text)) {
			broken(
				'Scope Value',
				`"${text}" ${WORKFLOW_ID_RULE} (a workflow scope is a translation job's Workflow ID)`,
			);
		}
		const kind = dataKindOf(text);
		if (name === 'folder' && kind && kind !== 'folder') {
			broken(
				'Scope Value',
				`must be a folder ID for the folder scope, not ${kindInWords(kind)}: "${text}"`,
			);
		}
		return { [name]: text };
	},

	/** A JSON object under 1 KB, given as an object or as JSON text; undefined when empty. */
	hookAttribute(value: unknown): IDataObject | undefined {
		const attribute = jsonObjectField(value, 'Hook Attribute');
		const bytes = attribute ? jsonBytes(attribute) : 0;
		if (bytes >= MAX_HOOK_ATTRIBUTE_BYTES) {
			broken(
				'Hook Attribute',
				`must be smaller than 1 KB (1024 bytes) as JSON; it is ${bytes} bytes`,
			);
		}
		return attribute;
	},

	/** A JSONPath filter expression such as $[?(@.ext=='txt')]; undefined when empty. */
	filter(value: unknown): string | undefined {
		const text = String(value ?? '').trim();
		if (!text) return undefined;
		if (!text.startsWith('$') && !text.startsWith('[')) {
			broken(
				'Filter',
				`"${text}" must be a JSONPath expression starting with $`,
				"For example $[?(@.ext=='txt')]",
			);
		}
		return text;
	},

	/** An ISO 8601 date and time, sent in UTC; undefined when empty. */
	hookExpiry(value: unknown): string | undefined {
		const text = String(value ?? '').trim();
		if (!text) return undefined;
		const time = Date.parse(text);
		if (Number.isNaN(time)) broken('Hook Expiry', `"${text}" must be a date and time (ISO 8601)`);
		return new Date(time).toISOString();
	},

	secretToken(value: unknown): string {
		const token = String(value ?? '');
		if (!isValidSecretToken(token)) {
			broken(
				'Secret Token',
				`must be ${SECRET_TOKEN_MIN_LENGTH} to ${SECRET_TOKEN_MAX_LENGTH} characters long; it has ${token.length}`,
			);
		}
		return token;
	},

	/** An ID such as a hub or project ID: no spaces or line breaks; undefined when empty. */
	id(field: string, value: unknown): string | undefined {
		const text = String(value ?? '').trim();
		if (!text) return undefined;
		if (/\s/.test(text))
			broken(field, `"${text}" must not contain spaces or line breaks: it is an ID`);
		return text;
	},

	/** The workflow ID of translation jobs, the scope of the hook that reports them. */
	workflowId(value: unknown): string {
		const text = String(value ?? '').trim();
		if (!isWorkflowId(text)) {
			broken(
				'Translation Job Workflow ID',
				`"${text}" ${WORKFLOW_ID_RULE}`,
				'It is the value the translation job sends as misc.workflow, which follows this rule.',
			);
		}
		return text;
	},
};

export type HookRules = typeof hookRules;
